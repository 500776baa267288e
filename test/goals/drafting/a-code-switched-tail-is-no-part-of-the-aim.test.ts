/**
 * Issue 33, round 43: "my goal is to stop procrastinating, ich schiebe alles bis zur letzten Minute" came back as "I
 * will stop procrastinating, ich schiebe alles bis zur letzten Minute over the next two months": the German story after
 * the comma was pasted into the English goal, as a French one was into a Spanish goal. A first-person pronoun of another
 * language opens the story, as the language's own subject does (gate.json tailStarts): the aim ends before it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a code-switched tail is no part of the aim', () => {
  it.each([
    [
      'honestly my goal is to stop procrastinating, ich schiebe alles bis zur letzten Minute',
      'I will stop procrastinating over the next two months',
      /ich schiebe/u,
    ],
    ['Quiero aprender inglés, je sais pas comment', 'Voy a aprender inglés en los próximos', /je sais pas/u],
  ])('%s', (text, aim, pasted) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(aim);
    expect(goals).not.toMatch(pasted);
  });
});
