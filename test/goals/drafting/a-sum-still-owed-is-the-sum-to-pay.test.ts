/**
 * Issue 33 (round 27): "Ich habe 10.000 € geliehen und schulde noch 6.000 €" told the sum borrowed and the sum still
 * owed; German and the Slavic languages added them up ("jeden Monat 1.350 €", sixteen thousand over a year) where
 * English already paid the sum left. Their "noch", "ještě", "ešte", "jeszcze", "wciąż", "ещё", "ще" beside a word of
 * owing, right before the sum, make it the sum left; "і ще винна подрузі 5 000" (one more debt, to a friend) stays one
 * more. A Russian or Ukrainian sum owed ("должен банку 150 000 рублей") is a debt, no duty and no budget.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a sum still owed is the sum to pay', () => {
  it.each([
    ['Ich habe 10.000 € geliehen und schulde noch 6.000 €.', 'jeden Monat 500 €', /1\.350/u],
    ['Půjčil jsem si 100 000 Kč a ještě dlužím 60 000 Kč.', 'každý měsíc splatím 5 000 Kč', /13 400/u],
    ['Pożyczyłem 20 000 zł i wciąż jestem winien 12 000 zł.', 'co miesiąc będę spłacać 1 000 zł', /2 700/u],
    ['Požičal som si 5000 € a ešte dlžím 3000 €.', 'každý mesiac splatím 250 €', /670/u],
    ['Я взял в долг 100 000 рублей и ещё должен 60 000 рублей.', 'каждый месяц буду выплачивать 5 000 рублей', /получу/u],
    ['Позичив 50 000 гривень і ще винен 30 000 гривень.', 'щомісяця виплачуватиму 2 500 гривень', /фінанси під контроль/u],
    ['Я должна банку 150 000 рублей.', 'каждый месяц буду выплачивать 12 500 рублей', /финансы под контроль/u],
  ])('%s', (input, paid, wrong) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(paid);
    expect(out).not.toMatch(wrong);
  });

  it('keeps one more debt to someone else as one more', () => {
    const out = draftGoals('Маю кредит 40 000 гривень і ще винна подрузі 5 000. Хочу закрити все за рік.', NOV_25);
    expect(out).toContain('щомісяця виплачуватиму 3 750 гривень');
  });
});
