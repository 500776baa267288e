/**
 * Issue 33 (round 26 fresh reading 7): "I want to cut that in half and start cooking" was kept whole, because its
 * "that" was read as a relative pronoun (after which a second verb belongs to the relative clause); the answer
 * pasted the pointer: "I will cut that in half and start cooking". "that" straight after the first verb is its
 * object, so the two aims part, and the one that only points back gives way to the one that names its aim.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('"that" as an object is no relative clause', () => {
  it.each([
    [
      'I spend too much on takeaways, around £400 a month. I want to cut that in half and start cooking.',
      'I will start cooking over the next three months',
      /cut that in half/u,
    ],
    ['I want to fix that and learn Spanish.', 'I will learn Spanish within the next six months', /fix that/u],
  ])('%s', (text, phrase, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(phrase);
    expect(goals).not.toMatch(broken);
  });

  it('keeps a relative "that" with its clause', () => {
    expect(draftGoals('I want to find friends that support me and go out more.', NOV_25)).toContain(
      'find friends that support me and go out more',
    );
  });
});
