/**
 * Issue 33 (blind reading 12): "I also need to clear my £800 overdraft first" gave "I will clear my
 * £800 overdraft first within the next three months": an adverb of the story's order ("first",
 * "too", "as well") closing an English aim is left out of the goal; "put my family first" keeps it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an order adverb closing an English aim is not the goal’s', () => {
  it.each([
    ['I want to save £3,000 by next September, and I also need to clear my £800 overdraft first.', /overdraft first/u],
    ['I want to learn Spanish too.', /Spanish too/u],
    ['I want to run a marathon as well.', /marathon as well/u],
  ])('%s', (input, pasted) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(pasted);
  });

  it('"put my family first" keeps its "first"', () => {
    expect(draftGoals('I want to put my family first.', NOV_26)).toMatch(/^I will put my family first/u);
  });
});

// Blind reading 12 read "planning for each of our weekends something we choose together" as a break:
// in English the object comes before the adverbial.
it('the shared-weekends measure puts its object first', () => {
  expect(draftGoals('Since the divorce I only see my kids every other weekend and I miss them a lot.', NOV_26)).toMatch(
    /planning something we choose together for each of our weekends/u,
  );
});
