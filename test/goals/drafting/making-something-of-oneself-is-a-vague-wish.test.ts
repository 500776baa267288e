/**
 * Issue 33 (blind reading 52's 29): "Ich will endlich was aus mir machen" is a wish without content, but the colloquial
 * "was" (for "etwas") and the filler "endlich" kept it from the vague wishes, so the answer quoted it back as a goal
 * ("an meinem Ziel („Ich will was aus mir machen“) arbeiten"). Making something of oneself or of one's life is the
 * vague wish in any wording, and gets its concrete first step (vague.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('making something of oneself is a vague wish with a concrete first step', () => {
  it.each([
    'Ich will endlich was aus mir machen.',
    'Ich möchte etwas aus meinem Leben machen',
    'ich will einfach was aus mir machen',
    'I want to make something of myself',
  ])('%s', (text) => {
    const answer = draftGoals(text, NOV_26);
    expect(answer).toMatch(/drei Bereiche meiner Arbeit|three areas of my work/u);
    expect(answer).not.toMatch(/an meinem Ziel|aus mir machen|something of myself/u);
  });
});
