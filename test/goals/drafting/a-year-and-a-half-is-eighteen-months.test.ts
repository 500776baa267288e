/**
 * Issue 33 (blind reading 26's 25): "за полтора года накопить на первоначальный взнос" was no time
 * frame, so the goal said both "за полтора года" and our "в течение двенадцати месяцев"; a sum told
 * with it was paced over twelve months. A year and a half ("полтора", "півтора", "półtora") is kept and
 * paced over eighteen months (specifics.json timeFrames, calendar.json yearAndHalf).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a year and a half is a frame of eighteen months', () => {
  it.each([
    [
      'Моя цель — за полтора года накопить на первоначальный взнос за однушку, это примерно 1,2 миллиона рублей, и съехать от родителей.',
      /за полтора года/u,
      /двенадцати месяцев/u,
    ],
    [
      'Хочу за полтора года накопить 600 тысяч рублей на машину.',
      /за полтора года — каждый месяц буду откладывать 33 400 рублей/u,
      /50 000/u,
    ],
    ['Хочу за півтора року накопичити 200 тисяч гривень на ремонт.', /за півтора року — щомісяця відкладатиму 11 200 гривень/u, /16 700/u],
    ['Chcę w ciągu półtora roku odłożyć 30 tys. zł na wkład własny.', /w ciągu półtora roku – co miesiąc będę odkładać 1 700/u, /2 500/u],
  ])('%s', async (input, kept, gone) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
});
