/**
 * Issue 33 (round 66's lead): a debt to repay whose sum is told nowhere ("clear my card by June", "pagar la tarjeta
 * antes de junio", "rembourser mes dettes", "saldar mis deudas") was measured as a saving, "a fixed amount every month,
 * at least 10% of my income" put into a savings account. It gets the debts' plan instead (every debt listed with its
 * sum and date, a fixed amount repaid a month, the dearest first). A loan to be taken out ("pedir un préstamo para un
 * coche", "wziąć kredyt na mieszkanie") is no debt to repay yet (own-measures.json figures.taken).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a debt named without its sum gets the debts plan', () => {
  it.each([
    ['I want to clear my card by June.', /listing every debt with its amount and due date/u],
    ['Quiero pagar la tarjeta antes de junio.', /anotando en las próximas dos semanas todas mis deudas/u],
    ['Je veux rembourser mes dettes avant la fin de l’année.', /en listant dans les deux prochaines semaines toutes mes dettes/u],
    ['Chcę spłacić kartę na koniec lutego.', /spiszę wszystkie długi z kwotą i terminem spłaty/u],
    ['Ich will meine Schulden abbezahlen.', /liste ich innerhalb von zwei Wochen alle Schulden/u],
  ])('%s', (input, plan) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(plan);
    expect(out).not.toMatch(/10 ?%/u);
  });

  it.each([
    'Tengo una peluquería. Quiero pedir un préstamo para un coche nuevo, pero no sé si podré pagarlo.',
    'Mam sklep internetowy z ubraniami. Chcę wziąć kredyt na mieszkanie dla siebie, ale boję się rat.',
  ])('a loan to take out is no debt to repay: %s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/todas mis deudas|spiszę wszystkie długi/u);
  });
});
