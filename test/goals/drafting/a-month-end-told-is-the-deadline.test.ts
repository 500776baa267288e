/**
 * Issue 33 (round 38): a month's or the year's end told as the date ("spłacić z końcem lutego", "na koniec lutego",
 * "на кінець лютого", "a fines de febrero") was not read as a date, so the person's deadline was lost behind our
 * stock twelve months ("Spłacę zadłużenie … w ciągu dwunastu miesięcy"). These forms are time frames
 * (specifics.json timeFrames) and their "end" words date them by the month's last day (own-measures.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a month's end told is the goal's deadline", () => {
  it.each([
    [
      'Mam dług na karcie kredytowej i chcę go spłacić z końcem lutego.',
      'Spłacę zadłużenie na swojej karcie kredytowej z końcem lutego –',
      /dwunastu miesięcy/u,
    ],
    ['Chcę schudnąć 5 kg z końcem roku.', 'Schudnę 5 kg z końcem roku –', /w ciągu trzech miesięcy/u],
    ['Chcę spłacić kartę na koniec lutego.', 'Spłacę kartę na koniec lutego –', /dwunastu miesięcy/u],
    ['Хочу погасити борг на кінець лютого.', 'Я погашу борг на кінець лютого —', /дванадцяти місяців/u],
    ['Quiero pagar mi deuda a fines de febrero.', 'Voy a pagar mi deuda a fines de febrero,', /doce meses/u],
    ['Хочу накопичити 20000 гривень на кінець травня.', 'щомісяця відкладатиму 3 350 гривень', /дванадцяти місяців/u],
  ])('%s', (input, dated, stock) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(dated);
    expect(out).not.toMatch(stock);
  });
});
