/**
 * Issue 33 (round 65): rent arrears told by the months behind ("zwei Monatsmieten Rückstand", "deux mois de
 * loyer en retard") were a budget of one's finances in German and, in French, a second goal of generic debts
 * beside the rent's ("rembourser mes dettes … en commençant par la plus chère"): one goal about the rent owed.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('rent months behind are rent arrears', () => {
  it.each([
    ['Ich habe zwei Monatsmieten Rückstand, insgesamt 1.600 Euro.', /^Ich werde meine Mietrückstände abbauen/u, /Finanzen in den Griff/u],
    ["J'ai deux mois de loyer en retard, 1 500 euros.", /^Je vais rattraper mon retard de loyer/u, /rembourser mes dettes/u],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
