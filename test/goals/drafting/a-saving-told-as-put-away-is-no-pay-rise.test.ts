/**
 * Issue 33 (round 50's probes): "put away £250 a month", "set aside £100 a week" name a rate, and a
 * goal with a rate and no saving word is read as a pay to reach ("earn 4,000 € a month"): the answer
 * was a pay rise, "preparing my case with market data … the conversation with my manager". "aside" and
 * "away" are saving words (own-measures.json saving) as "save" is: the rate is the person's own pace,
 * kept with a standing order.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a saving told as "put away" or "set aside" is a saving, no pay rise', () => {
  it.each([
    [
      'Over the next 18 months I want to put away £250 a month for my wedding.',
      /^I will put away £250 a month for my wedding over the next 18 months, setting up a standing order for it this week/u,
    ],
    [
      'I want to set aside £100 a week until Easter.',
      /^I will set aside £100 a week until Easter, setting up a standing order for it this week/u,
    ],
    ['I want to put aside £300 a month for a house deposit.', /^I will put aside £300 a month for a house deposit/u],
  ])('%s', (text, kept) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toMatch(kept);
    expect(draft).not.toMatch(/market data|my manager/u);
  });
});
