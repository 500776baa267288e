/**
 * Issue 33 (blind reading 41's 17 and 20): a goal whose own words tell a weekly rate ("by studying 6
 * hours a week", "facendo lezioni … due volte a settimana") got our measure's weekly step beside it
 * ("studying 6 hours a week, studying 6 hours a week"; "…, seguendo due lezioni a settimana"). Where
 * steps are gerunds that stand alone (en, es, fr, it, pt), the first step of our measure is left out
 * when it tells a weekly rate too: one rate, theirs. A goal with no rate of its own keeps our step.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('one weekly rate, theirs', () => {
  it.each([
    [
      'I want to pass the PMP exam by the end of April 2027 by studying 6 hours a week, and save $5,000 for an emergency fund by December 2027.',
      /studying 6 hours a week, taking a full practice exam/u,
      /studying 6 hours a week, studying/u,
    ],
    [
      'Voglio arrivare al livello C1 di inglese entro settembre 2027, facendo lezioni con un insegnante due volte a settimana.',
      /due volte a settimana, esercitandomi/u,
      /seguendo (?:almeno )?due lezioni/u,
    ],
    ['I want to take 2 dance classes a week.', /2 dance classes a week/u, /at least twice a week/u],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('a goal with no rate of its own keeps ours', () => {
    expect(draftGoals('I want to pass the PMP exam by the end of April 2027.', NOV_26)).toMatch(/studying at least five hours a week/u);
  });
});
