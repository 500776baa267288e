/**
 * Issue 33 (blind reading 50's 28): the German first step for a bare wish gave its weekly half hour to nothing
 * ("nehme ich mir … mindestens 30 Minuten pro Woche Zeit und notiere"): time is taken for something, here the
 * chosen area ("Zeit für diesen Bereich"), as the other languages say; not "dafür", the joiner a step after "außerdem" does without.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a first step's weekly time says what it is for", () => {
  it.each(['Ich will einfach besser werden.', 'Ich möchte besser werden.', 'Ich will einfach mehr aus mir machen.'])('%s', (text) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal).toContain('mindestens 30 Minuten pro Woche Zeit für diesen Bereich und notiere jeden Schritt');
    expect(goal).not.toMatch(/Zeit und notiere/u);
  });
});
