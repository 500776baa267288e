/**
 * Issue 33 (round 26): a person who told one debt ("I have one credit card with 3,000 dollars on it", "Mám dluh u
 * banky", "У меня кредит на 200 000 рублей") was told to "pay off my debts", as if they had several. One debt named
 * is that debt (situations.json debts and loan, named.one); beside another one ("a card and a car loan", "trzy
 * chwilówki i kartę") the goal still says the debts.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a single debt is named as such', () => {
  it.each([
    [
      'I have one credit card with 3,000 dollars on it and I want to clear it by summer.',
      'I will pay off my credit card by summer',
      /my debts/u,
    ],
    [
      'Mám dluh u banky, zbývá 85 000 Kč, a chci ho splatit do konce příštího roku.',
      'Splatím svůj dluh u banky do konce příštího roku',
      /své dluhy/u,
    ],
    ['У меня кредит на 200 000 рублей, хочу погасить его за два года.', 'Я выплачу свой кредит за два года', /свои долги/u],
    [
      'Ho un prestito di 10.000 euro e voglio estinguerlo entro due anni.',
      'Entro due anni ripagherò il mio prestito, restituendo',
      /mettendo da parte/u,
    ],
    ["J'ai un crédit de 6 000 euros et je veux le rembourser d'ici deux ans.", 'je vais rembourser mon crédit', /mes finances/u],
    [
      'Tengo una tarjeta de crédito con 2.000 euros de deuda y quiero pagarla antes del verano.',
      'saldar la deuda de mi tarjeta de crédito',
      /mis deudas/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(phrase);
    expect(out).not.toMatch(broken);
  });

  it.each([
    ['Mam trzy chwilówki i kartę kredytową, co miesiąc spłacam ponad 1500 zł.', 'Spłacę swoje długi'],
    ['Mám na kreditce vyčerpaný limit 50 tisíc a k tomu půjčku na auto. Splácím 9 000 Kč měsíčně.', 'Splatím své dluhy'],
    ['Debo 12.000 euros entre un préstamo y la tarjeta. Cobro 1.500 al mes.', 'saldar mis deudas'],
  ])('several debts stay the debts: %s', (text, phrase) => {
    expect(draftGoals(text, NOV_25)).toContain(phrase);
  });
});
