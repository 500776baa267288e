/**
 * Issue 33 (round 26, found beside fresh reading 66): "I'm not good enough" was read as "I'm not good at …" with
 * "enough" the skill: "I will get better at enough for this job". Feeling not good enough is a matter of
 * self-confidence; "not good enough at Excel" still names the skill to get better at.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('not good enough is no skill to get better at', () => {
  it.each([
    ["I feel I'm not good enough for this job.", 'I will build up my self-confidence'],
    ["I feel like I'm not good enough.", 'I will build up my self-confidence'],
    ["I'm not good enough at Excel and my boss noticed.", 'I will get better at Excel'],
  ])('%s', (text, phrase) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(phrase);
    expect(goals).not.toMatch(/better at enough/u);
  });
});
