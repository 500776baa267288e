/**
 * Issue 33 (blind reading 87's 27, round 55): among several concerns, a language goal read its levels
 * in its own sentence only, so "говорю погано, десь A2" and, two sentences on, "треба польська B2" were
 * paced as one level in six months. The levels are read in the whole story: two levels are twelve months.
 */
import { expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

it('A2 told in one sentence and B2 needed in another are twelve months of lessons', () => {
  const goals = draftGoals(
    'Я з Харкова, з 2022 року живу в Польщі з донькою. Зараз працюю на кухні в ресторані. Польську розумію, але говорю погано, десь A2. Хотіла б знову працювати з дітьми, наприклад асистенткою вчителя в школі, але для цього треба польська B2 і підтвердження диплома. Ще маю борг 3000 злотих за оренду.',
    NOV_25,
  );
  // Round 57: the teacher's-assistant example is an aside, so her aim to work with children again is the goal, paced by the B2 it needs.
  expect(goals).toMatch(/протягом 12 місяців — відвідуватиму курс[^\n]*рівня B2/u);
  expect(goals).not.toMatch(/польської мови протягом шести місяців/u);
});
