/**
 * Issue 33 (round 56's probes; blind reading 88's 1): "I'd also like to get back into shape, I used to run
 * before the kids" got the stated aim (runs logged) and beside it the health situation cued by "used to
 * run" ("build healthier eating and exercise habits", vegetables and sweets she never spoke of). A
 * comeback to shape told in the same sentence, in each language, is the aim already answered: the health
 * situation's unless holds it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('getting back into shape told is no second health goal', () => {
  it('keeps the running and drops the eating habits', () => {
    const out = draftGoals(
      "I'm a single mum with two kids (7 and 10) and I work part time at a pharmacy, 24 hours a week. Money is really tight, we have about £300 on the credit card that keeps growing and I never manage to save anything. I'd also like to get back into shape, I used to run before the kids but now I barely walk. And honestly I'm exhausted most evenings, I go to bed at midnight scrolling my phone.",
      NOW,
    );
    expect(out).toMatch(/I will get back into shape/u);
    expect(out).toMatch(/running at least three times a week/u);
    expect(out).not.toMatch(/healthier eating|vegetables/u);
  });
});
