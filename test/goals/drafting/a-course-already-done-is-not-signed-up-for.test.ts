/**
 * Issue 33 (blind reading 115's 07, round 70): "Zrobiłam już kurs na Udemy i dwa małe projekty" was
 * answered with "do trzeciego zapiszę się na kurs, którego wymaga branża": a course she has done. life.json's
 * course taken read "zrobiłam kurs", not with "już" between, nor English "I've already done a course":
 * those pairs are its cues now, so what the course taught becomes a small piece of work to show.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a course already done is not signed up for', () => {
  it.each([
    [
      'Pracuję jako księgowa. Zrobiłam już kurs Power BI i chcę przejść do analizy danych w ciągu roku.',
      /do trzeciego zrobię z tego, czego nauczył mnie kurs, jedną małą pracę do pokazania/u,
      /zapiszę się na kurs/u,
    ],
    [
      "I work in retail. I've already done a UX course online and I want to move into UX design within a year.",
      /turning what my course taught me into one small piece of work to show by the third month/u,
      /signing up for the course or qualification/u,
    ],
  ])('%s', (input, shown, signedUp) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(shown);
    expect(out).not.toMatch(signedUp);
  });
});
