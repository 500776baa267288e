/**
 * Issue 33 (round 64, blind readings 101–103): a benefit, a grant or an allowance that someone else should
 * apply for ("Mi hermano debería pedir la ayuda del alquiler joven", "Mamka … měla by si zažádat o
 * příspěvek na péči") was given to the writer: "Voy a pedir la ayuda del alquiler joven", "zažádám o
 * podporu, na kterou mám nárok". Another person's "should" makes the sentence theirs (others.json; the
 * claim and benefit situations are marked `others`; a Spanish "debería" after the person is no want of
 * the writer's), and the writer's own aim stays.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a claim another should make is not the writer's", () => {
  it.each([
    [
      'Mi hermano debería pedir la ayuda del alquiler joven, pero no lo hace. Yo quiero ahorrar 3.000 euros antes de agosto para mudarme.',
      /^Voy a ahorrar 3\.000 euros antes de agosto para mudarme/u,
      /pedir la ayuda del alquiler joven/u,
    ],
    [
      'Mamka je po mrtvici a měla by si zažádat o příspěvek na péči, ale nechce. Já ji jezdím každý víkend navštěvovat a jsem z toho vyčerpaná.',
      /Rozdělím péči o blízkého s dalšími lidmi/u,
      /zažádám o podporu/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
