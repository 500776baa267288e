/**
 * Issue 33 (round 26 fresh reading 66): "my English is still not good enough for interviews" matched the self-esteem
 * cue "not good enough" and no language cue (the words between "my English" and "interview" were too many), so the
 * answer was "fortalecer mi autoestima". A language told as not good enough is a language to learn.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a language not good enough is a language to learn', () => {
  it.each([
    [
      'Trabajo en Londres, but my English is still not good enough for interviews. Quiero cambiar de trabajo este año.',
      'Voy a subir un nivel de inglés',
      /autoestima/u,
    ],
    ["I moved to Berlin and my German isn't good enough for my job yet.", 'I will move up one level in German', /self-confidence/u],
  ])('%s', (text, phrase, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(phrase);
    expect(goals).not.toMatch(broken);
  });
});
