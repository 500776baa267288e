/**
 * Issue 33: "guardar R$ 300 por mês" came back as "Vou guardar R$ 300 por mês …, guardando R$ 300 todo
 * mês", the mentee's rate said twice. A sum a period the goal's own words give is set up as a standing
 * order and checked (plan.json standing, pace.ts pacedMoney); a sum with a date is still paced.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a sum a month told is not said twice', () => {
  it.each([
    [
      'Quero parar de usar o cartão de crédito até fevereiro e guardar R$ 300 por mês para uma viagem em julho.',
      /^2\. Vou guardar R\$ 300 por mês para uma viagem em julho, programando esta semana uma transferência automática e conferindo no dia 1 de cada mês/mu,
      /guardando R\$ 300/u,
    ],
    [
      'Voglio smettere di usare la carta di credito entro febbraio e mettere da parte 200 euro al mese.',
      /Metterò da parte 200 euro al mese entro i prossimi dodici mesi, impostando questa settimana un bonifico automatico e controllando il primo giorno di ogni mese/u,
      /mettendo da parte 200/u,
    ],
    [
      'I want to save £150 a month until next summer for a new laptop.',
      /^I will save £150 a month until next summer for a new laptop, setting up a standing order for it this week and checking on the 1st of each month/u,
      /setting aside £150/u,
    ],
  ])('%s', (input, kept, twice) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(twice);
  });

  it('still paces a sum with a date', () => {
    expect(draftGoals('Quiero ahorrar 3.000 euros antes de junio para un coche.', NOV_26)).toMatch(/apartando 500 euros cada mes/u);
  });
});
