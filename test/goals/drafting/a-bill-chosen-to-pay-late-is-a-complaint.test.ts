/**
 * Issue 33 (blind reading 63's 3): "chaque fin de mois je dois choisir quelle facture payer en retard" came back as a
 * goal ("Je vais choisir quelle facture payer en retard au cours des trois prochains mois") with the generic list of
 * steps. Choosing which bill to leave unpaid is what the debt does to the mentee, no aim (gate.json notAnAimStarts):
 * the debt's own goal answers it, alone.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a bill chosen to pay late is a complaint, answered by the debt', () => {
  it.each([
    [
      "J'ai 7 400 € de dettes. Chaque fin de mois je dois choisir quelle facture payer en retard.",
      'Je vais rembourser mes dettes',
      /choisir quelle facture/u,
    ],
    ['Tengo 5.000 € de deudas. Cada mes tengo que elegir qué factura pagar tarde.', 'Voy a saldar mis deudas', /elegir qué factura/u],
  ])('%s', (text, debt, pasted) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(debt);
    expect(goals).not.toMatch(pasted);
  });
});
