/**
 * Issue 33 (round 49, lead): "I have to pay 1,200 pounds of tax by 31 January" was measured as a pay rise ("preparing
 * my case with market data … the conversation with my manager"): "pay" is the salary topic's word, and no money word
 * stood beside it ("pounds" cannot be one: it is a weight too). Tax to pay is money to set aside (topics.json money
 * phrases: "of tax", "pay my taxes", "tax bill" …).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('tax to pay is money, not a raise', () => {
  it.each([
    ['I have to pay 1,200 pounds of tax by 31 January.', 'I will pay 1,200 pounds of tax by 31 January'],
    ['I need to pay my taxes by April, about 3,000 dollars.', 'I will pay my taxes by April'],
    ['The tax bill is 900 pounds and it is due by the end of February.', 'setting aside 300 pounds every month'],
  ])('%s', (input, start) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(start);
    expect(answer).toMatch(/every month|every week/u);
    expect(answer).not.toMatch(/market data|my manager|raise/u);
  });
});
