/**
 * Issue 33 (round 66's lead; blind reading 107's 23): money a person lent and the mentee gives back ("devolver a mi
 * suegra los 800 €", "restituire gli 800 € che mi ha prestato", "meiner Schwiegermutter die 800 € zurückzahlen") was
 * no money at all in the Romance languages and German: the weekly-steps filler. It is a debt: repaid by a sum a month
 * that clears it by the date told, its balance checked on the 1st.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('money lent by a person is repaid', () => {
  it.each([
    [
      'Quiero devolver a mi suegra los 800 € que me prestó antes de junio.',
      /pagando 1\d0 € cada mes y comprobando el día 1 de cada mes que el saldo baja/u,
    ],
    ['Voglio restituire a mia suocera gli 800 € che mi ha prestato entro giugno.', /restituendo 1\d0 € ogni mese/u],
    ['Ich will meiner Schwiegermutter bis Juni die 800 € zurückzahlen.', /zahle ich jeden Monat 1\d0 € zurück/u],
    ['Quero devolver à minha sogra os 800 € que ela me emprestou até junho.', /pagando 1\d0 € todos os meses/u],
  ])('%s', (input, repaid) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(repaid);
    expect(out).not.toMatch(/todos los pasos necesarios|tutti i passi necessari|alle nötigen Schritte|todos os passos necessários/u);
  });
});
