/**
 * Issue 33 (round 48): a notice period is the time the pay lasts, so a job search told beside it is found within it.
 * Told with its count before the word ("dos meses de preaviso", "deux mois de préavis", "3 miesiące wypowiedzenia")
 * or with a bare month after it ("okres wypowiedzenia to miesiąc"), it was not read, and the search got the stock six
 * months that run past the last pay (own-measures.json, budget.notice and budget.oneMonth; pace.ts, runway).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a notice period told before its word is the runway', () => {
  it.each([
    ['Tengo dos meses de preaviso y quiero encontrar otro trabajo', 'En los próximos 2 meses voy a encontrar otro trabajo', /seis meses/u],
    [
      "J'ai deux mois de préavis, je veux trouver un nouveau travail",
      'Au cours des 2 prochains mois, je vais trouver un nouveau travail',
      /six mois/u,
    ],
    ['Mam 3 miesiące wypowiedzenia, chcę znaleźć nową pracę', 'Znajdę nową pracę w ciągu 3 miesięcy', /sześciu miesięcy/u],
    ['Okres wypowiedzenia to miesiąc, chcę znaleźć nową pracę', 'Znajdę nową pracę w ciągu 4 tygodni', /sześciu miesięcy/u],
    ['I have 2 months notice and I want to find a new job', 'I will find a new job within the next 2 months', /six months/u],
  ])('%s', (text, timed, stock) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(timed);
    expect(goals).not.toMatch(stock);
  });
});
