/**
 * Issue 33 (blind readings 68's 14 and 68's 16): a mixed-language story names the language it is weak in and the one
 * it gets by with ("my Spanish is still muy básico … todos hablan inglés", "mein Deutsch ist honestly still pretty
 * bad, ich spreche auf der Arbeit nur English"); the goal learnt the language the person already speaks, or dropped
 * the language for the job beside it. A language told bad or basic in English words is the one the goal names
 * (situations.json language cues).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a weak language told in a mixed text is the one learnt', () => {
  it.each([
    [
      'I moved to Madrid hace 6 meses and my Spanish is still muy básico. Trabajo en una startup donde todos hablan inglés, so I never practise.',
      'I will move up one level in Spanish',
      /in English/u,
    ],
    [
      'Bin seit 2019 in Berlin und mein Deutsch ist honestly still pretty bad, ich spreche auf der Arbeit nur English. My contract ends in June.',
      'werde ich mein Deutsch um eine Niveaustufe verbessern',
      /mein Englisch/u,
    ],
  ])('%s', (input, goal, broken) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(goal);
    expect(out).not.toMatch(broken);
  });
});
