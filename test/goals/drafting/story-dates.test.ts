/**
 * Issue 33: a month the story gives to something that happened ("J'ai raté deux partiels en janvier")
 * is no deadline; the next month the text names (the resits "en juin") is.
 */
import { describe, expect, it } from 'vitest';
import { deadlineIn } from '../../../src/goals/drafting/specifics.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('the month of a past event dates nothing', () => {
  it.each([
    ['fr', "J'ai raté deux partiels en janvier et les rattrapages sont en juin.", 'en juin'],
    ['ru', 'В январе я завалил два экзамена, пересдача в июне, а я не знаю, с чего начать.', 'в июне'],
    ['pl', 'Oblałem egzamin z matematyki w styczniu, poprawka jest we wrześniu.', 'we wrześniu'],
    ['de', 'Im Oktober hatte ich kaum Aufträge, die Messe ist im März.', 'im März'],
    ['es', 'Suspendí dos asignaturas en enero y la recuperación es en junio.', 'en junio'],
    ['cs', 'Státnice mám v červnu a bojím se, že to nestihnu.', 'v červnu'],
  ] as const)('%s: %s', (lang, text, date) => {
    expect(deadlineIn(text, lang)).toBe(date);
  });

  it('a past month alone gives no date', () => {
    expect(deadlineIn('I failed my driving test in January and I am scared to try again.', 'en')).toBeNull();
  });

  it.each([
    ["J'ai raté deux partiels en janvier et les rattrapages sont en juin. Je travaille le week-end.", /^En juin/u, /janvier/u],
    ['Suspendí dos asignaturas en enero y la recuperación es en junio. Trabajo los fines de semana.', /^En junio/u, /enero/u],
    ['Oblałem egzamin z matematyki w styczniu, poprawka jest we wrześniu, a ja nie wiem, od czego zacząć.', /we wrześniu/u, /styczniu/u],
  ])('the goal is dated by the event ahead: %s', (input, dated, not) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(dated);
    expect(out).not.toMatch(not);
  });
});
