/**
 * Issue 33 (blind reading 109 #3, health67's probes): a man told his HbA1c ("Glykovany hemoglobin mam
 * 62") and feared insulin if it did not fall; the goal said only "a healthy level" and dropped his
 * figure. An HbA1c told with its value and no target is brought down from that value to the target the
 * doctor sets (bloodsugar figures, after the one for a target told "under" a figure); a Hungarian
 * "7 alá vinni a HbA1c-t" is that target, no sugar eaten less.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('an HbA1c told is the goal’s figure', () => {
  it.each([
    [
      'Dobry den, je mi 61, loni na podzim mi doktorka zjistila cukrovku druheho typu. Glykovany hemoglobin mam 62 a ona rika, ze kdyz to do pul roku nespadne, pujdu na inzulin.',
      /Snížím si glykovaný hemoglobin z 62 na hodnotu stanovenou lékařem/u,
    ],
    ['My HbA1c is 8.1 and my GP is worried about it.', /bring my HbA1c down from 8\.1 to the target my doctor sets/u],
    [
      'Mein Langzeitzucker liegt bei 7,9 und ich will ihn senken.',
      /meinen HbA1c-Wert von 7,9 auf den mit meinem Arzt vereinbarten Zielwert senken/u,
    ],
    ['Mi hemoglobina glicada está en 8,2 y quiero bajarla.', /bajar mi hemoglobina glicada de 8,2 al valor que fije mi médico/u],
    [
      'Szeretném fél év alatt 7 alá vinni a HbA1c-t és leadni 8 kilót. Cukorbeteg vagyok, 61 éves.',
      /7 alá viszem a HbA1c-értékemet: a hét legalább öt napján vacsora után/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/na zdravou hodnotu|healthy level|gesunden Wert|nivel sano/u);
  });

  it('a target told under a figure keeps it', () => {
    expect(draftGoals('My HbA1c is 58 and my GP wants it under 48 within six months.', NOW)).toMatch(/bring my HbA1c down below 48/u);
  });
});
