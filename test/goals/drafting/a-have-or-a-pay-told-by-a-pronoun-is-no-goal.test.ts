/**
 * Issue 33 (round 58's probes): a sentence that only says the aim told before must be had by a date ("Do března to musím
 * mít", "I have to have it before I can start on site") or paid for by a pronoun ("Bis dahin muss ich das auch bezahlen",
 * "I need to pay for it myself") became a goal of its own with no object: "Budu mít do března" with the weekly-steps
 * filler, "I will have it before I can start on site", "Bis März werde ich das auch bezahlen" with a saving's steps,
 * "I will pay for it myself" with a pay rise's talk. A bare "have" (gate.json stopAlone: "budu mít", "mať", "haben",
 * "have it", eleven languages) names nothing to have, and a pay verb whose object is a pronoun ("pay for it", "das
 * bezahlen", "le payer"; notAnAimStarts) names no debt, so neither is a goal; the aim told before keeps its goal (and the
 * Czech date, told for it, becomes its date).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a have or a pay told by a pronoun is no goal', () => {
  it.each([
    [
      'Potřebuju si najít odbornou praxi na 4 týždny, ale nikdo mi neodpovídá. Do března to musím mít.',
      'Najdu si odbornou praxi na 4 týždny do března – v příštích čtyřech týdnech pošlu alespoň 10 přihlášek',
      'Budu mít',
    ],
    [
      'I need to get my CSCS card by February. I have to have it before I can start on site.',
      'I will get my CSCS card by February, signing up within two weeks',
      'I will have it',
    ],
    [
      'Ich muss die Führerscheinprüfung bis März schaffen. Bis dahin muss ich das auch bezahlen, es kostet 3.000 Euro.',
      'Ich werde die Führerscheinprüfung bis März schaffen; dafür nehme ich mindestens zwei Fahrstunden pro Woche',
      'das auch bezahlen',
    ],
    [
      'I want to buy a used car by summer. I need to pay for it myself.',
      'I will buy a used car by summer, setting this month the price I can afford',
      'pay for it myself',
    ],
  ])('%s', (text, goal, gone) => {
    const out = draftGoals(text, NOW);
    expect(out).toContain(goal);
    expect(out).not.toContain(gone);
  });
});
