/**
 * Issue 33 (the lead's round-69 probes, parents back at work): "Хочу после 3 лет дома обновить резюме" became "Я
 * получу после 3 лет дома обновить резюме", an infinitive pasted after a stock verb: "после"/"після" was no opener
 * of a phrase whose infinitive comes later (intents.ts SLAVIC_OPENERS), so the phrase was read as a thing to get.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a Slavic aim after a time it tells keeps its verb', () => {
  it.each([
    ['Хочу после 3 лет дома обновить резюме.', /обновить после 3 лет дома резюме/u],
    ['Хочу после трёх лет дома вернуться на работу.', /^Я вернусь после трёх лет дома на работу/u],
    ['Хочу після трьох років удома повернутися на роботу до березня.', /^Я повернуся після трьох років удома на роботу до березня/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/получу после|отримаю після/u);
  });
});
