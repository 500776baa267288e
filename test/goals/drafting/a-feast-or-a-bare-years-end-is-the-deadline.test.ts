/**
 * Issue 33 (blind reading 43's 19 and 20): "perder 6 kg até o carnaval" and "trovare 5 clienti entro
 * fine 2027" were not read as deadlines, so the drafter added its own frame beside them ("até o
 * Carnaval nos próximos três meses", "Entro tre mesi dall'avvio … entro fine 2027"). Carnival (pt, es,
 * it) and the Italian "fine <year>" are deadlines (specifics.json timeFrames): the person's own date
 * wins and no second one is added.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a feast or a bare year-end is the deadline', () => {
  it.each([
    ['Quero perder 6 kg até o carnaval.', /até o carnaval/iu, /próximos|meses/u],
    ['Quero perder 8 kg até o Carnaval de 2028, fazendo academia 4 vezes por semana.', /até o Carnaval de 2028/u, /próximos|meses/u],
    ['Voglio trovare almeno 5 clienti fissi entro fine 2027.', /entro fine 2027/u, /dall'avvio|prossimi|mesi/u],
    ['Quiero bajar 5 kilos antes de carnaval.', /antes de carnaval/u, /próximos|meses/u],
  ])('%s', (input, own, second) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(own);
    expect(out).not.toMatch(second);
  });
});
