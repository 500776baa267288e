/**
 * Issue 33 (round 47): a saving too large for the person's near date still named the whole sum by that date while the
 * sentence after it said less ("I will save 5000 euros by December, setting aside 1,000 euros every month … By then
 * that makes 1,000 euros"): a mentor reads the two as a contradiction. A saving goal naming its own sum names what the
 * pace makes by the person's date, and the next sentence only when the whole sum is reached (income.json whyRestated).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a saving goal names what it reaches by its date', () => {
  it.each([
    [
      'I want to save 5000 euros by December, I earn about 1800 a month',
      'I will save 600 euros by December, setting aside 600 euros every month and checking on the 1st of each month that I am on track; at that pace I will reach the full 5,000 euros within the next 9 months.',
      /save 5000 euros by December|By then that makes/u,
    ],
    [
      'Ich will bis Weihnachten 3000 Euro sparen, verdiene 1600 netto',
      'Ich werde bis Weihnachten 530 Euro sparen; dafür lege ich jeden Monat 530 Euro zurück',
      /3000 Euro sparen|Bis dahin sind das/u,
    ],
    [
      'Quiero ahorrar 6.000 euros para junio. Cobro 1.200 euros al mes.',
      'Voy a ahorrar 2.400 euros para junio, apartando 400 euros cada mes y comprobando el día 1 de cada mes que voy al día; a este ritmo, llegaré a los 6.000 euros completos en los próximos 15 meses.',
      /ahorrar 6\.000 euros para junio|Para entonces/u,
    ],
    [
      'Chcę uzbierać 10 000 zł do końca roku, zarabiam 4500 na rękę',
      'Uzbieram 1 500 zł do końca roku – co miesiąc będę odkładać 1 500 zł',
      /Uzbieram 10 000 zł|Do tego czasu/u,
    ],
    [
      'Хочу накопичити 60 тисяч гривень до Нового року, отримую 20 тисяч на місяць',
      'Я накопичу 6 650 гривень до Нового року — щомісяця відкладатиму 6 650 гривень, а 1-го числа перевірятиму, чи йду за планом; у такому темпі я досягну всієї суми 60 000 гривень протягом 10 місяців.',
      /накопичу 60 тисяч|До того часу/u,
    ],
    [
      'quero juntar 5 mil reais até o natal, ganho 2500 por mês',
      'Vou juntar 830 reais até o Natal, guardando 830 reais todo mês',
      /juntar 5 mil reais|Até lá serão/u,
    ],
  ])('%s', (text, said, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(said);
    expect(goals).not.toMatch(broken);
  });

  it('a debt keeps its sum, a fact of the person’s, and says what the pace makes by their date', () => {
    expect(
      draftGoals('Quiero terminar de pagar la tarjeta de crédito antes de diciembre (me quedan unos 1.200 €). Cobro 1.700 al mes.', NOV_25),
    ).toContain('Para entonces serán 560 €');
  });
});
