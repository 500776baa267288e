/**
 * Issue 33 (round 67; blind reading 107's 01): "zastavit ty upomínky a domluvit se s nima na
 * splátkách" (stop the reminders, agree instalments with them) got the weekly-steps filler twice.
 * A creditor's reminders are stopped, and instalments agreed, by the collectors' calls situation's
 * steps (aims.json, measureOf "debtcalls"): the creditor called back, an instalment plan asked for in
 * writing, free debt advice and each payment on time.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a creditor's reminders stopped are an instalment plan", () => {
  it.each([
    [
      'Hlavně potřebuju zastavit upomínky od Home Creditu do konce ledna.',
      /zastavit upomínky od Home Creditu do konce ledna – do týdne zavolám zpět/u,
    ],
    ['Potřebuju se s nimi domluvit na splátkách do konce ledna.', /na splátkách do konce ledna – do týdne zavolám zpět/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/všechny potřebné kroky/u);
  });
});
