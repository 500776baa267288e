/**
 * Issue 33 (round 67, reader 107's 17): "pay off the £1,900 on my credit card by the end of September and
 * keep £500 aside as a buffer" read the £500 as money already had ("aside" was a word of having), so both
 * goals were paced on the gap, £140 a month each. "aside" alone is no having (own-measures.json whySaved):
 * the card is £190 a month, the buffer £50; "I've put aside £4,000" is still had.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a sum kept aside is an aim, not money had', () => {
  it.each([
    'I want to pay off the £1,900 on my credit card by the end of September and keep £500 aside as a buffer for slow weeks on the apps.',
    'I want to pay off the £1,900 on my credit card by the end of September and keep £500 aside as a buffer.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/I will pay off the £1,900 on my credit card by the end of September, repaying £190 every month/u);
    expect(out).toMatch(/I will keep £500 aside as a buffer[^\n]* by the end of September, setting aside £50 every month/u);
    expect(out).not.toMatch(/£140 every month/u);
  });
});
