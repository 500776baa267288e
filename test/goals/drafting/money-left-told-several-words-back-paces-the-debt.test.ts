/**
 * Issue 33 (blind reading 66's 2): "Jeden Monat bleiben mir nach Miete und Raten vielleicht 150 Euro" beside 14,500 €
 * of debt was paced at 1,250 € a month, a twelfth of the debt: what is left of the month was read only three words
 * back, and "bleiben" stands six words before the sum. It is read back to the start of its clause, so the debt is paced
 * within what is left and the months that takes are said.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('money left told several words back paces the debt', () => {
  it.each([
    [
      'Ich habe inzwischen rund 14.500 Euro Schulden, verteilt auf zwei Ratenkredite und einen Dispo, der ständig ausgereizt ist. Jeden Monat bleiben mir nach Miete und Raten vielleicht 150 Euro.',
      'zahle ich jeden Monat 100 Euro zurück',
      /1\.250 Euro/u,
    ],
    [
      'Debo 10.000 € en préstamos. Cada mes, después del alquiler y las cuotas, me quedan más o menos 180 €. Quiero pagar mis deudas.',
      'En los próximos 84 meses voy a pagar mis deudas, pagando 120 € cada mes',
      /840 €/u,
    ],
  ])('%s', (text, said, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(said);
    expect(goals).not.toMatch(broken);
  });
});
