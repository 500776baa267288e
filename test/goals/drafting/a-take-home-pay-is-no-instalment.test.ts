/**
 * Issue 33 (round 58's probes): "My take-home pay is £1,950 a month. I owe £18,000 … debt free by the end
 * of 2027" repaid £1,950 a month, the whole pay (blind reading 91's 1 had £2,100 on £1,950): the noun
 * "pay" beside a sum a month read as a repayment already made, the floor of the pace. A net pay word
 * beside the sum (income.json net, now with "take-home") makes it the income, never an instalment; the
 * debt is paced by its own date.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a take-home pay is no instalment', () => {
  it.each([
    [
      'My take-home pay is £1,950 a month. I owe £18,000 on loans and cards and I want to be debt free by the end of 2027.',
      /^I will be debt free by the end of 2027, repaying £1,400 every month/u,
      /repaying £1,950/u,
    ],
    [
      'My take-home pay is £2,300 a month and I owe £9,000 on two cards. I want to clear them by the end of 2027.',
      /repaying £700 every month/u,
      /repaying £2,300/u,
    ],
  ])('%s', (input, paced, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(paced);
    expect(out).not.toMatch(gone);
  });
});
