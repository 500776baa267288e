/**
 * Issue 33 (stated19's closing fresh round): "wysłać 40 CV" had no first-person future in the verb
 * tables, so the goal was quoted ("Moim celem jest wysłać 40 CV", "Mým cílem je poslat 20 žádostí")
 * instead of said as the mentee's own ("Wyślę 40 CV"). Sending is a perfective with its own future in
 * the five Slavic languages (verbs.json aspects).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('sending is said in the first-person future', () => {
  it.each([
    ['Chcę do końca marca wysłać 40 CV i zapisać się na kurs Excela.', /^1\. Wyślę 40 CV do końca marca/mu],
    ['Chci do konce března poslat 20 žádostí.', /^Pošlu 20 žádostí do konce března/u],
    ['Chcem do konca marca poslať 20 žiadostí.', /^Pošlem 20 žiadostí do konca marca/u],
    ['Хочу до конца января отправить 30 резюме.', /^Я отправлю 30 резюме до конца января/u],
    ['Хочу до кінця січня надіслати 30 резюме.', /^Я надішлю 30 резюме до кінця січня/u],
  ])('%s', (input, said) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(said);
    expect(out).not.toMatch(/Moim celem jest|Mým cílem je|Mojím cieľom je|Моя цель|Моя мета/u);
  });
});
