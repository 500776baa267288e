/**
 * Issue 33 (blind reading 55, concerns dropped): "J'ai 8 400 € de dettes … Ma conseillère bancaire m'a parlé d'un rachat
 * de crédit mais j'ai peur de m'engager encore plus" got the repayment goal only: the offer she is afraid of was dropped,
 * and a German "Umschuldung" was read as a retraining ("Umschulung"). A consolidation or refinancing loan offered for
 * one's debts is a decision of its own, first, with its cost set beside the debts'; the repayment goal stays beside it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a consolidation loan offered is a decision beside the debts', () => {
  it.each([
    [
      "J'ai 7 000 € de dettes sur deux crédits à la consommation. Je suis à découvert tous les mois. Mon banquier me propose un rachat de crédit mais j'ai peur de m'engager sur dix ans.",
      '1. Je vais décider du rachat de crédit proposé',
      '2. Je vais rembourser mes dettes',
    ],
    [
      'Ich habe 12.000 € Schulden auf zwei Kreditkarten und einen Ratenkredit. Jeden Monat rutsche ich ins Minus. Meine Bank bietet mir eine Umschuldung an, aber ich habe Angst, mich noch mehr zu verschulden.',
      '1. Ich werde über die angebotene Umschuldung',
      '2. In den nächsten zwölf Monaten werde ich meine Schulden abbezahlen',
    ],
    [
      'Mam 30 tysięcy złotych długów na kartach kredytowych i chwilówkach. Co miesiąc brakuje mi do wypłaty. Bank proponuje mi kredyt konsolidacyjny, ale boję się, że wpadnę jeszcze głębiej.',
      '1. Podejmę decyzję w sprawie kredytu konsolidacyjnego',
      '2. Spłacę swoje długi',
    ],
    [
      'У мене 150 тисяч гривень боргів на кредитках. Щомісяця не вистачає грошей до зарплати. Банк пропонує рефінансування, але я боюся.',
      '1. Я ухвалю рішення щодо рефінансування боргів',
      '2. Я виплачу свої борги',
    ],
  ])('%s', (text, decision, repay) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(decision);
    expect(draft).toContain(repay);
    expect(draft).not.toMatch(/Berufsfeld/u);
  });

  it('a mortgage refinanced is no consumer debt to consolidate', () => {
    expect(draftGoals('We want to refinance the mortgage on our house before the rate goes up.', NOV_25)).not.toMatch(/consolidation/u);
  });
});
