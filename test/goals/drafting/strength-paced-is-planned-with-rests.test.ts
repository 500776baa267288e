/**
 * Issue 33 (round 58's probes): "I want to pace myself better" (long covid, blind reading 89's teaching assistant),
 * "meine Kräfte besser einteilen" and "распределять силы" named no situation or topic with a measure of its own, so
 * they got the weekly-steps filler ("writing down in the first week every step it takes"). One's strength paced is
 * now an aim of its own kind (aims.json): each day planned with rests between activities, at most three demanding
 * tasks a day and the energy rated every evening. A pacing verb needs one's self, strength or energy beside it
 * ("gérer" alone is a business's, "pace" alone a runner's).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const FILLER = /every step it takes|nötigen Schritte|нужные шаги|étapes nécessaires/u;

describe("one's strength paced is planned with rests", () => {
  it.each([
    [
      "I've had long covid since last winter. Some days I can't get out of bed. I want to pace myself better and get back to work part time by April.",
      /1\. I will pace myself better by April, planning each day with rests between activities, keeping to at most three demanding tasks a day/u,
    ],
    [
      'Ich habe Long Covid und will meine Kräfte besser einteilen.',
      /werde ich meine Kräfte besser einteilen; dafür plane ich jeden Tag mit Pausen zwischen den Tätigkeiten/u,
    ],
    ['Хочу научиться распределять силы, у меня хроническая усталость.', /распределять силы .*буду планировать каждый день с перерывами/u],
    ["Je veux mieux gérer mon énergie jusqu'à l'été.", /Je vais mieux gérer mon énergie .*en planifiant chaque journée avec des pauses/u],
  ])('%s', (text, expected) => {
    const answer = draftGoals(text, NOW);
    expect(answer).toMatch(expected);
    expect(answer).not.toMatch(FILLER);
  });
});
