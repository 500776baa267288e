/**
 * Issue 33 (stated34's own round): daily time given to a topic that is not the goal's ('прочитать 12 книг и
 * каждый день заниматься английским по 20 минут') is a goal of its own, never the reading goal's plan
 * ('Я прочитаю 12 книг — буду следовать своему плану: буду заниматься … английским'); an exam's goal still
 * takes study of its language as its plan (plan.json anyStudy).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('time given to another topic is a goal of its own', () => {
  it.each([
    [
      'Хочу до конца года прочитать 12 книг и каждый день заниматься английским по 20 минут.',
      '2. Я буду заниматься каждый день английским по 20 минут',
    ],
    [
      'I want to read 12 books by the end of the year and study Spanish for 20 minutes every day.',
      '2. I will study Spanish for 20 minutes every day',
    ],
    [
      'Ich möchte bis Jahresende 12 Bücher lesen und jeden Tag 20 Minuten Englisch lernen.',
      'werde ich jeden Tag 20 Minuten Englisch lernen',
    ],
    [
      'Chcę do końca roku przeczytać 12 książek i codziennie uczyć się angielskiego przez 20 minut.',
      '2. Będę uczyć się codziennie angielskiego',
    ],
  ])('%s', async (input, second) => {
    const out = await draft(input);
    expect(out).toContain(second);
    expect(out).toContain('1. ');
  });
  it('an exam takes study of its language as its plan', async () => {
    const out = await draft('Chcę do czerwca zdać egzamin B2 z angielskiego i codziennie uczyć się angielskiego przez 30 minut.');
    expect(out).toContain('będę się trzymać swojego planu: będę uczyć się codziennie angielskiego przez 30 minut');
    expect(out).not.toContain('2. ');
  });
});
