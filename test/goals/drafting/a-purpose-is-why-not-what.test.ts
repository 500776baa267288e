/**
 * Issue 33 (blind reading 68's 25): "Хочу за пів року вивчити англійську до рівня B1, щоб пройти співбесіду в
 * міжнародну компанію" got the job search's measure ("щомісяця надсилатиму п'ять заявок"): the interview of the
 * purpose named the topic. What follows "щоб", "чтобы", "so that", "damit", "afin de" is why; the aim before it is what
 * the goal measures (before.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a purpose is why, not what', () => {
  it.each([
    [
      'Хочу за пів року вивчити англійську до рівня B1, щоб пройти співбесіду в міжнародну компанію.',
      'Я вивчу англійську до рівня B1',
      /заявок/u,
    ],
    ['Хочу за рік вивчити німецьку до рівня B2, щоб пройти співбесіду в німецьку компанію.', 'Я вивчу німецьку до рівня B2', /заявок/u],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });
});
