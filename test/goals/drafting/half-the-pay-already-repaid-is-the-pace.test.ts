/**
 * Issue 33 (blind reading 66's 12): "Зарплата 85 тысяч, из них почти половина уходит на платежи" beside 620,000 ₽ of
 * debt was paced at 21,250 ₽ a month over 30 months, a quarter of the salary, as if the payments made were not there.
 * Half the pay told as going on instalments is what is repaid a month already: the pace keeps it and the months are
 * counted on it (income.json whyHalf).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('half the pay already repaid is the pace', () => {
  it.each([
    [
      'Взял две кредитки и потребкредит, сейчас общий долг около 620 тысяч рублей. Зарплата 85 тысяч, из них почти половина уходит на платежи.',
      'Я выплачу свои долги в течение 15 месяцев',
      'каждый месяц буду выплачивать 42 500 рублей',
      /21 250/u,
    ],
    [
      'I owe £20,000 on loans and cards. I earn £2,400 a month and about half of it goes on repayments. I want to be debt free.',
      'within the next 17 months',
      'repaying £1,200 every month',
      /£600/u,
    ],
    [
      'Ich habe 25.000 € Schulden. Ich verdiene 2.600 netto und die Hälfte geht für Raten drauf. Ich will schuldenfrei werden.',
      'Innerhalb von 20 Monaten',
      'zahle jeden Monat 1.300 € zurück',
      /650 €/u,
    ],
    [
      'Mam 60 000 zł długów. Zarabiam 6 000 zł na rękę, z czego połowa idzie na raty. Chcę wyjść z długów.',
      'w ciągu 20 miesięcy',
      'co miesiąc będę spłacać 3 000 zł',
      /1 500 zł/u,
    ],
  ])('%s', (text, months, pace, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(months);
    expect(goals).toContain(pace);
    expect(goals).not.toMatch(broken);
  });
});
