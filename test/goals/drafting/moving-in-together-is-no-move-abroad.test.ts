/**
 * Issue 33 (round 26 fresh reading 69): a cue's last word may begin a longer word, so "we're moving ~ to" found
 * "We're moving in together" and a couple moving in together got "I will move abroad in February". A cue that ends
 * in the word "to" wants that word whole (situations.json): "together", "today", "tomorrow" are other words.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('moving in together is no move abroad', () => {
  it('keeps the budget the couple fights about and moves nobody abroad', () => {
    const goals = draftGoals(
      "My girlfriend and I fight about money every week. She saves everything and I like to spend. We're moving in together in February.",
      NOV_25,
    );
    expect(goals).toContain('I will set up a joint budget with my girlfriend');
    expect(goals).not.toMatch(/move abroad/u);
  });

  it('still finds a move told with "to"', () => {
    expect(draftGoals("We're moving to Canada in June with two kids.", NOV_25)).toMatch(/I will move abroad in June/u);
  });
});
