/**
 * Issue 33 (round 26): a debt told as money borrowed with the sum still owed ("I borrowed $12,000 and I still owe
 * $7,500", "Pedí prestado 6.000 euros … y todavía le debo 4.000") was read as a pay rise ("pay it off" seen as pay),
 * as a talk with the lender or as no debt at all, and the sum borrowed was added to the sum still owed. A debt
 * borrowed is the debts situation, "pay it off" after it is repaying it, and the sum still owed is the sum to pay.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a debt borrowed and still owed is repaid', () => {
  it.each([
    [
      'I borrowed $12,000 and I still owe $7,500; I want to pay it off by next summer.',
      'repaying $1,100 every month',
      /market data|my manager/u,
    ],
    [
      'Pedí prestado 6.000 euros a mi hermano y todavía le debo 4.000.',
      'Voy a saldar mis deudas en los próximos doce meses',
      /relación con mi hermano/u,
    ],
    ['Ho preso in prestito 8.000 euro e ne devo ancora 5.000.', 'restituendo 420 euro ogni mese', /budget/u],
    ["J'ai emprunté 10 000 euros et je dois encore 4 000 euros.", 'en remboursant 340 euros chaque mois', /1 200 euros/u],
  ])('%s', (text, phrase, broken) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(phrase);
    expect(out).not.toMatch(broken);
  });

  it.each([
    ['Je dois encore trouver un logement.', /dettes/u],
    ['Voglio superare l’esame di Stato a giugno; devo ancora ripassare diritto tributario.', /debiti/u],
    ['Маю кредит 40 000 гривень і ще винна подрузі 5 000. Хочу закрити все за рік.', /420 гривень/u],
  ])('a duty still to do, or a second debt, is no sum still owed: %s', (text, broken) => {
    expect(draftGoals(text, NOV_25)).not.toMatch(broken);
  });
});
