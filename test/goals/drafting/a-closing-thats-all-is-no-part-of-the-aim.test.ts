/**
 * Issue 33 (blind reading 104's 29): "Quiero salir adelante, nada más." became "Voy a salir adelante, nada más en los
 * próximos tres meses": the closing "that's all" of the wish was pasted before the goal's time frame. After a comma,
 * "nada más", "c'est tout", "i tyle", "и всё" … close the wish and are left out (gate.json vagueTails); "nada más
 * que" inside an aim is not one.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe("a closing “that's all” is no part of the aim", () => {
  it.each([
    ['Quiero salir adelante, nada más.', /^Voy a salir adelante en los próximos tres meses/u, /nada más/u],
    ['Quero mudar de emprego, só isso.', /^Vou mudar de emprego/u, /só isso/u],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });
});
