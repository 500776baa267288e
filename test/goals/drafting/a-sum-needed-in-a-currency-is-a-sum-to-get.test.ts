/**
 * Issue 33 (round 50's probes): "I need €5,000 for a coding bootcamp" was read as "I need" + a verb
 * phrase and written "I will €5,000 for a coding bootcamp …", a sentence with no verb. A sum in a
 * currency after "I need" is no verb phrase; told for a thing or by a date ("for a car", "by June",
 * "before Christmas") it is a sum to get, paced by the month as the Romance "necesito 4.000 euros"
 * already was ("Voy a conseguir"), with what is already saved taken off; told for a cost ("to fix my
 * car") it stays the situation's, no aim of its own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a sum needed in a currency is a sum to get, never a goal with no verb', () => {
  it.each([
    ['I need £2,000 for a car by March.', /^I will get £2,000 for a car by March, setting aside £670 every month/u],
    [
      'I have £500 saved and I need £3,000 by June for a deposit.',
      /^I will get £3,000 by June for a deposit, setting aside £420 every month/u,
    ],
    ['I need about £1,500 before Christmas.', /^I will get about £1,500 before Christmas, setting aside £380 every week/u],
    [
      'I have €1,800 saved and I need €5,000 for a coding bootcamp starting in May.',
      /^I will get €5,000 for a coding bootcamp starting in May/u,
    ],
  ])('%s', (text, kept) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toMatch(kept);
    expect(draft).not.toMatch(/I will [£$€]/u);
  });

  it('a sum for a cost is no verb phrase either', () => {
    expect(draftGoals('I need $4,000 to fix my car.', NOV_25)).not.toMatch(/I will [$,\d]/u);
  });
});
