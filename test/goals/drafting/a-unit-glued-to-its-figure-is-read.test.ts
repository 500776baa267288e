/**
 * Issue 33 (blind reading 89's 17, round 55): "Lose 8kg by the end of March" got the weekly-steps filler
 * ("writing down in the first week every step it takes"), where "8 kg" got weighing, meals and a pace:
 * the unit glued to its figure was no word of the weight topic. Input is read with the two apart.
 */
import { expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

it.each([
  ['I want to lose 8kg by the end of March.', /^I will lose 8 kg by the end of March, weighing myself once a week/u],
  ['i want to lose 10kg by summer tbh', /I will lose 10 kg by summer, weighing myself once a week/u],
  ['Chcę przebiec 10km do maja.', /^Przebiegnę 10 km do maja – będę trenować trzy razy w tygodniu/u],
])('%s', (text, goal) => {
  const out = draftGoals(text, NOV_25);
  expect(out).toMatch(goal);
  expect(out).not.toMatch(/every step it takes/u);
});
