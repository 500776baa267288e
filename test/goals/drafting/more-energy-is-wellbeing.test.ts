/**
 * Issue 33, blind reading 15 (29): "Chtěl bych se nějak víc najít a mít víc energie." got the same stock
 * steps twice. Wanting more energy is looking after oneself, with its own measure (energy rated
 * weekly), so a vague wish beside it never repeats the same filler.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generate = async (text: string): Promise<string> =>
  (await createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26))).generate(text)).output;

describe('more energy is wellbeing, never the same filler twice', () => {
  it.each([
    ['Chtěl bych se nějak víc najít a mít víc energie.', /ohodnotím svou energii od 1 do 10/u],
    ['Chciałabym mieć więcej energii i lepiej się zorganizować.', /oceniać swoją energię w skali od 1 do 10/u],
    ['Ich möchte mehr Energie haben und ausgeglichener sein.', /bewerte jeden Freitag meine Energie/u],
    ['Хочу больше энергии и найти себя.', /оценивать свою энергию от 1 до 10/u],
  ])('%s', async (input, energy) => {
    const out = await generate(input);
    expect(out).toMatch(energy);
    // The measures after the dash (or "dafür") differ from goal to goal.
    const measures = out
      .split('\n')
      .filter((l) => /^\d\./u.test(l))
      .map((l) => l.split(/ [–—] |; dafür /u)[1]);
    expect(measures.length).toBeGreaterThan(1);
    expect(new Set(measures).size).toBe(measures.length);
  });
});
