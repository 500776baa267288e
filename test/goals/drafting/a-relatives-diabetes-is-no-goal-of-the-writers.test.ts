/**
 * Issue 33 (round 68, blind reading 111 #07): "разом із мамою, в неї цукровий діабет" gave the
 * daughter "Я знижу рівень цукру в крові" — the mother is the diabetic. The blood-sugar and the
 * healthy-habits situations knew only a parent named right before "diabetes"; a husband, a son, a
 * daughter, a sister or a pronoun ("в неї", "у него", "il a", "tiene"), with words between, now rule
 * them out in that sentence (situations.json, their unless). A relative's condition is no goal of the writer's.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a relative's diabetes is no goal of the writer's", () => {
  it.each([
    [
      'Я живу з мамою у Львові, в неї цукровий діабет другого типу і вона погано бачить. Я працюю бухгалтеркою повний день. Хочу до березня знайти когось, хто б допомагав двічі на тиждень.',
      /рівень цукру|здоровіші звички/u,
    ],
    [
      "My husband was diagnosed with type 2 diabetes in September and he refuses to change anything. I do all the cooking and we argue every evening. I'd like us to stop fighting about food by spring.",
      /blood sugar|healthier eating/u,
    ],
    [
      'Mi hermana tiene diabetes y vive conmigo desde enero. Yo trabajo de cajera. Quiero ahorrar 1.000 euros antes de diciembre.',
      /glucosa|hábitos más sanos/u,
    ],
    [
      'Mój mąż ma cukrzycę i niedawno stracił pracę. Ja pracuję w sklepie na pół etatu. Chciałabym do czerwca znaleźć pracę na cały etat.',
      /poziom cukru|zdrowsze nawyki/u,
    ],
    [
      "Ma fille de 8 ans a un diabète de type 1 depuis cet été. Je voudrais qu'un plan d'accueil soit signé à l'école avant janvier.",
      /ma glycémie|habitudes plus saines/u,
    ],
  ])('%s', (input, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(wrong);
    expect(out.length).toBeGreaterThan(40);
  });

  it.each([
    ['I was diagnosed with type 2 diabetes last month and I want to get my blood sugar down by summer.', /blood sugar/u],
    ['Mam cukrzycę typu 2 i chcę do lata obniżyć poziom cukru.', /poziom cukru/u],
  ])("the writer's own diabetes still counts: %s", (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });
});
