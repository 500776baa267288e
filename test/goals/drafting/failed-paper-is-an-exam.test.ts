/**
 * Issue 33, blind reading 16: "I've failed the ACCA Financial Reporting paper twice … Next sitting is in
 * June" got only "I will cut down on alcohol in June": a paper or module failed is an exam to pass, and
 * the sitting's month is its date, not the alcohol goal's.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a failed paper is an exam to pass', () => {
  it.each([
    "I've failed the ACCA Financial Reporting paper twice now, the last time with 46 (you need 50). Next sitting is in June.",
    'I failed two modules of my accounting course last term and the next sitting is in March.',
    "I'm dreading the resit in January; I study every evening but keep rewatching lectures.",
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).toMatch(/pass (?:the|my ACCA) exam/u);
  });

  it('the exam keeps its month and the other concern gets a frame of its own', () => {
    const out = draftGoals(
      "I've failed the ACCA Financial Reporting paper twice now. I've also noticed I'm drinking most nights, just two or three beers. Next sitting is in June.",
      NOW,
    );
    expect(out).toMatch(/pass my ACCA exam at my next attempt in June/u);
    expect(out).toMatch(/cut down on alcohol over the next three months/u);
  });

  it('Czech "řešit" (deal with), which folds to "resit", is no resit', () => {
    expect(draftGoals('Nechci už pořád řešit, co si o mně myslí ostatní. V práci kvůli tomu mlčím na poradách.', NOW)).not.toMatch(
      /zkoušk/u,
    );
  });
});
