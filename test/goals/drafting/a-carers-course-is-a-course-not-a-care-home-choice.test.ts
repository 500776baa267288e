/**
 * Issue 33 (the lead's round-69 probes, career changers into care): "Chcem si do júna spraviť kurz opatrovateľky",
 * "закінчити курси доглядальниці" were answered with the care-home choice for a relative (care at home or a home
 * compared, a decision with the family): "opatrovateľk", "доглядальниц" are cues of situations.json careoptions. A
 * course or a certificate to become a carer is the writer's own training (careoptions "unless"), a course's steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a carer's course is a course, not a care-home choice", () => {
  it.each([
    ['Chcem si do júna spraviť kurz opatrovateľky a nájsť si prácu v Rakúsku.', /kurz opatrovateľky do júna – budem študovať/u],
    ['Хочу до літа закінчити курси доглядальниці.', /курси доглядальниці до літа — навчатимуся/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/zariadenie pre seniorov|пансіонат/u);
  });

  it("a relative's care is still a choice of care", () => {
    expect(draftGoals('Моя мама после инсульта, я не знаю, нанять сиделку или отдать её в пансионат.', NOW)).toMatch(/пансионат/u);
  });
});
