/**
 * Issue 33 (round 60's probes): "my accountant says I'm behind on VAT registration" (blind reading 94's 13) was
 * left out beside the food truck's customers: a VAT registration or return overdue is the taxes put in order
 * (situations.json taxfiling: the letters opened, what is owed listed, an adviser booked, each missing return
 * filed), like an income-tax return.
 */
import { expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

it('an overdue VAT registration is a goal of its own', () => {
  const goals = draftGoals(
    "I run a small food truck with my partner. Sales dropped by half since October. I need to figure out if we survive till March. Also my accountant says I'm behind on VAT registration?? I didn't even know we passed the threshold.",
    NOV_25,
  );
  expect(goals).toMatch(/I will get my taxes in order, opening every letter from the tax office this week/u);
});
