/**
 * Issue 33 (blind reading 8): a debt told with what is left of the month ("me quedan 300 €", or an
 * income less the rent after it) is repaid by two thirds of that a month, never over a quarter of the income told
 * (income.json, part: rent is seldom the only cost left to bear), and the horizon follows —
 * never "pay it off in twelve months" at a fixed amount the budget cannot carry.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a debt and what is left a month give the monthly repayment and the months it takes', () => {
  it.each([
    [
      'Debo 6.500 € en un préstamo personal y otra tarjeta. Cobro 1.400 al mes y después de alquiler y gastos me quedan unos 300 €. Quiero librarme de las deudas.',
      /En los próximos 33 meses .*pagando 200 € cada mes/u,
    ],
    // The income less the rent told after it: 1.600 − 650 = 950 left, but a quarter of the pay is 400 a month, 23 months.
    [
      'Tengo 34 años y debo unos 9.000 euros entre dos tarjetas de crédito. Gano 1.600 al mes y pago 650 de alquiler. Cada mes solo pago el mínimo y la deuda no baja.',
      /En los próximos 23 meses .*pagando 400 euros cada mes/u,
    ],
    [
      'Ich habe 7.000 Euro Schulden auf dem Dispo. Nach Miete und Fixkosten bleiben mir etwa 450 Euro im Monat. Ich will schuldenfrei werden.',
      /Innerhalb von 24 Monaten .*jeden Monat 300 Euro zurück/u,
    ],
    [
      'I owe about £3,000 on a credit card. I take home £1,900 a month and after rent and bills I have maybe £250 left. I want to be debt free.',
      /within the next 19 months, repaying £160 every month/u,
    ],
    [
      'Mam 15 tysięcy złotych długu na karcie i w chwilówkach. Zarabiam 4200 zł na rękę, czynsz to 1800 zł, po opłatach zostaje mi jakieś 900 zł miesięcznie. Chcę wyjść z długów.',
      /w ciągu 25 miesięcy – co miesiąc będę spłacać 600 złotych/u,
    ],
    // 40 000 / 3 300 is 12.1: thirteen months.
    [
      'Маю борг 40 000 гривень. Після оренди та комуналки залишається близько 5 000 гривень на місяць. Хочу нарешті виплатити борг.',
      /протягом 13 місяців(?:;| —) щомісяця виплачуватиму 3 300 гривень/u,
    ],
    // "My wage is £1,750 a month": a wage is an income too; £650 left, £430 a month.
    [
      "I'm £7,500 in debt across three cards. My wage is £1,750 a month and rent plus bills come to about £1,100. Want to sort it out.",
      /within the next 18 months, repaying £430 every month/u,
    ],
    // "£2,400 left to pay", "Zostało mi 8 000 zł kredytu": the debt's own "left" is no money left of the month.
    [
      'I still have £2,400 left to pay on my car loan. I earn £2,000 a month and my rent is £900. I want it gone.',
      /within the next 5 months, repaying £500/u,
    ],
    [
      'Zostało mi jeszcze 8 000 zł kredytu do spłaty. Co miesiąc zostaje mi jakieś 600 zł. Chcę się wreszcie z tego wygrzebać.',
      /w ciągu 20 miesięcy – co miesiąc będę spłacać 400 zł/u,
    ],
  ])('%s', (input, says) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(/cantidad fija|festen Betrag|fixed amount|stałą kwotę|фіксовану|doce meses|twelve months/u);
  });

  it('keeps the mentee’s own date where the budget carries it', () => {
    const goals = draftGoals('Quiero pagar mis 9.000 € de deuda en 12 meses. Gano 1.600 al mes y pago 650 de alquiler.', NOV_26);
    expect(goals).toMatch(/en 12 meses, pagando 750 € cada mes/u);
  });
});
