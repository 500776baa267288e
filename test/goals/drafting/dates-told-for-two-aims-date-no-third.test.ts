/**
 * Issue 33 (round 49, dates65): "Хочу до кінця березня подати документи на визнання диплома, скласти
 * апробаційний іспит до осені і перейти зі складу на роботу в лікарні" gave the hospital job the documents'
 * "до кінця березня" (blind reading 104's 21): a date told for one matter was used for another. Where the
 * other aims of a sentence each carry a date of their own, an undated aim beside them takes none of them,
 * but its topic's own span; a date fronted for all the aims ("bis Ende Februar 10 Bewerbungen schreiben und
 * mein Portfolio fertig machen") is still shared.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('dates told for two aims date no third', () => {
  it.each([
    [
      'Хочу до кінця березня подати документи на визнання мого диплома медсестри в Чехії, скласти апробаційний іспит до осені і перейти зі складу на роботу в лікарні.',
      /Я перейду зі складу на роботу в лікарні протягом \S+ місяців/u,
      /на роботу в лікарні до кінця березня/u,
    ],
    [
      'Chcę do końca marca złożyć dokumenty do nostryfikacji dyplomu, zdać egzamin językowy do jesieni i przejść z magazynu do pracy w szpitalu.',
      /przejdę z magazynu do pracy w szpitalu w ciągu \S+ miesięcy/iu,
      /do pracy w szpitalu do końca marca/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
