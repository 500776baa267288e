/**
 * Issue 33 (round 59's probes): "came to the UK from Poland in 2019 … My wife wants us to buy a house in 2 years" was
 * dated "within the next twelve months" (blind reading 94's 1): the story's first frame was the past year, and a past
 * year ended the search for the story's date. A past year is passed over like a month something runs from
 * (specifics.ts deadlineIn), so the date told for the aim is kept.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a past year leaves the next date', () => {
  it("keeps the wife's two years for the deposit", () => {
    const goals = draftGoals(
      "Hi, I'm Marek, came to the UK from Poland in 2019. I work as a plumber for an agency in Leeds. My wife wants us to buy a house in 2 years and we have £8,000 saved.",
      NOV_25,
    );
    expect(goals).toContain('I will save up the deposit for a home of my own in 2 years');
    expect(goals).not.toContain('within the next twelve months');
  });
});
