/**
 * Issue 33 (round 57's probes): a parent who is never home for the children's bedtime ("never home for the kids'
 * bedtime", "wenn die Kinder ins Bett gehen", "avant le coucher des enfants", "antes de que mis hijos se acuesten")
 * told it as the concern that worries them most, yet the answer left it out or read it as the parent's own sleep
 * ("going to bed by 23:00", "logging my hours of sleep") or as a child's screen rules (kin56's leftover). The
 * children's bedtime is now a situation of its own (situations.json kidsbedtime, eleven languages): evenings agreed at
 * work, home for bedtime on at least three evenings a week and each one ticked off. It beats the sleep, tiredness
 * and child-screen situations, whose cues the same words would otherwise call.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe("the children's bedtime missed is a goal of its own, not the parent's sleep", () => {
  it.each([
    [
      "I'm a bus driver on split shifts and I'm never home for the kids' bedtime, my wife does it alone every night. What worries me most is that my youngest asked why I'm never there. I also want to lose about 6 kg before summer and I've got 2,000 on a credit card.",
      "be home for my children's bedtime",
      /being home for bedtime on at least three evenings a week/u,
    ],
    [
      'Meine Frau und ich arbeiten beide Vollzeit. Was mich am meisten belastet: Ich bin abends nie zu Hause, wenn die Kinder ins Bett gehen. Ich möchte auch mit dem Rauchen aufhören.',
      'abends rechtzeitig zu Hause sein, wenn meine Kinder ins Bett gehen',
      /an mindestens drei Abenden pro Woche zum Zubettgehen daheim/u,
    ],
    [
      "Ce qui m'inquiète le plus, c'est que je ne rentre jamais avant le coucher des enfants. Je travaille à Paris et j'ai 1h30 de trajet. Je voudrais aussi arrêter de fumer.",
      'être à la maison pour le coucher de mes enfants',
      /au moins trois soirs par semaine/u,
    ],
    [
      'Lo que más me preocupa es que nunca llego a casa antes de que mis hijos se acuesten. Trabajo en un hotel con turnos de tarde. También quiero dejar de fumar.',
      'llegar a casa a tiempo para acostar a mis hijos',
      /al menos tres noches por semana/u,
    ],
  ])('%s', async (input, goal, measure) => {
    const out = await draft(input);
    expect(out).toContain(goal);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(/23:00|23 Uhr|hours of sleep|Schlafstunden|screen-time rules/u);
  });
});
