/**
 * Issue 33 (breaker round 27): "Tenho vontade de …", "Adorava …" (Portuguese) and "Bolo by fajn, keby som …" (Slovak)
 * say what a person would like, but were not read as wishes and got the filler first step; "trabalho voluntário",
 * once read, was measured as a job search. They are wishes, volunteer work is measured as volunteering, and
 * "não tenho vontade de trabalhar" (no drive to work) is still no wish to stop working.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a longing is read as a wish', () => {
  it.each([
    ['Tenho vontade de fazer trabalho voluntário com animais.', 'Vou fazer trabalho voluntário com animais', /candidaturas|três coisas/u],
    ['Adorava aprender a tocar guitarra.', 'Vou aprender a tocar guitarra', /três coisas/u],
    ['Bolo by fajn, keby som mal viac priateľov.', 'Budem mať viac priateľov', /tri veci/u],
    ["I'd like to do some voluntary work with refugees.", 'choosing within two weeks a place that needs help', /every step it takes/u],
  ])('%s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });

  it('reads no wish to stop in a lack of drive', () => {
    const text = 'A minha chefe criticou o meu trabalho à frente da equipa e desde então não tenho vontade de trabalhar.';
    expect(draftGoals(text, NOV_25)).not.toMatch(/deixar de trabalhar/u);
  });
});
