/**
 * Issue 33 (blind reading 54's 29): "I will ask two people … and choose one thing to work on, then putting it into
 * practice": the step's finite verbs after "I will" went on in a participle after "then", which readers heard as a
 * break. What follows a first step with "then" is said as the step is (wishes.json, as "then give it 30 minutes a
 * day" already was).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a step and what follows it share their verb form', () => {
  it.each([
    ['I want to be a better person.', 'and choose one thing to work on, then put it into practice', /then putting|and noting/u],
    ['I want to start really living instead of just working.', 'then do one of them every week', /then doing|and noting/u],
  ])('%s', (text, said, broken) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(said);
    expect(draft).not.toMatch(broken);
  });
});
