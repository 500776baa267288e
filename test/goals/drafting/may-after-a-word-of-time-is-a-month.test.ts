/**
 * Issue 33 (blind reading 66's 15): "finish by next may" was written as typed, "I will finish by next may": the month
 * in lower case. "May" alone stays as typed (a modal verb as often), but after a word of time it is the month, written
 * with its capital (gate.json namedDays).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('"may" after a word of time is the month', () => {
  it.each([
    ['I want to save £4000 by next may', 'I will save £4000 by next May,', /next may/u],
    ['i really want to finish my degree by next may', 'I will finish my degree by next May,', /next may/u],
  ])('%s', (text, said, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(said);
    expect(goals).not.toMatch(broken);
  });
});
