/**
 * Issue 33 (round 38): "I have a car loan of 9,000 and I want to pay it off faster" was answered "I will
 * pay it off faster within the next twelve months": the pronoun names nothing in a goal that stands
 * alone, and "lo quiero pagar antes" gave "Voy a pagar antes" beside the loan goal. A pay verb whose
 * object is a pronoun is no aim (gate.json notAnAimStarts); the loan the story names is answered by its
 * own goal, paced by its sum, and an English "pay it off" with no loan named is a debt to pay off.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a loan paid off by a pronoun is the loan goal', () => {
  it.each([
    [
      'I have a car loan of £9,000 and I want to pay it off faster.',
      'I will pay off my loan within the next twelve months',
      '£750 every month',
    ],
    [
      'I have a car loan of 9,000 and I want to pay it off faster.',
      'I will pay off my loan within the next twelve months',
      'extra repayments',
    ],
    ['Tengo un préstamo del coche de 9.000 euros y lo quiero pagar antes.', 'Voy a saldar mi préstamo', 'pagando cada mes 750 euros'],
  ])('%s', (input, goal, pace) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(goal);
    expect(out).toContain(pace);
    expect(out).not.toMatch(/pay it off|Voy a pagar antes|setting aside a fixed amount/u);
  });

  it('"pay it off" with no loan named is a debt to pay off', () => {
    expect(draftGoals('pay it off in twelve months', NOV_25)).toContain('I will pay off my debts within the next twelve months');
  });
});
