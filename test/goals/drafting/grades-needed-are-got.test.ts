/**
 * Issue 33 (blind reading 115's 1, round 70): "I need merits overall to get an offer" made "I will merits
 * overall to get an offer by June". Merits and distinctions after "I need" are grades to get, as a level or
 * an exam score is (english.json levels), never a verb.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('grades needed are got', () => {
  it.each([
    ['I need merits overall to get an offer from a university.', /^I will get merits overall/u, /I will merits/u],
    ['I need distinctions in most units to get an offer from Leeds.', /^I will get distinctions in most units/u, /I will distinctions/u],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
