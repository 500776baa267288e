/**
 * Issue 33 (round 56's probes): a loan the mentee wants repaid, told by a pronoun ("Vorrei estinguerlo",
 * "хочу закрити його", "Chciałabym go spłacić"), was dropped beside a saving aim: the saving, a money goal,
 * covered the debt's situation. A saving answers no debt the story wants repaid (own-measures.json
 * figures.repaid) where no goal names the repaying, so the debt keeps its own goal; a debt only told beside a
 * saving ("Tengo 3.000 euros de deuda … y quiero ahorrar") adds none. A rate belongs to its own sum:
 * "jeden Monat 350 Euro … ab, es sind noch 7.000 Euro offen" repaid 7.000 euros a month, and "12 тысяч в
 * месяц, осталось 150 тысяч" 150 000 a month, the date dropped; a rate before a sum is read within its
 * clause, never across the comma. A card to clear beside a saving ("liquidar la tarjeta", "clear the card")
 * is money, its one debt read in the whole story, not the weekly-steps filler.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('each money aim keeps its own sum and rate', () => {
  it.each([
    [
      'Ho un prestito di 8.000 euro, rata 250 al mese. Vorrei estinguerlo entro la fine del 2027 e nel frattempo mettere da parte 100 euro al mese.',
      /Entro la fine del 2027 ripagherò il mio prestito, restituendo 250 euro ogni mese/u,
      /Metterò da parte 100 euro al mese/u,
      /bilancio|Deciderò sul prestito/u,
    ],
    [
      'Маю кредит на телефон, ще 9 000 гривень, хочу закрити його до літа і паралельно відкладати 1 000 гривень щомісяця.',
      /Я виплачу свій кредит до літа — щомісяця виплачуватиму 1 300 гривень/u,
      /Моя мета — відкладати 1 000 гривень/u,
      /щомісяця виплачуватиму 1 000/u,
    ],
    [
      'Mam kredyt gotówkowy, rata 600 zł, zostało mi 9 000 zł. Chciałabym go spłacić do końca przyszłego roku i odkładać 300 zł miesięcznie.',
      /Spłacę swój kredyt do końca przyszłego roku – co miesiąc będę spłacać 740 zł/u,
      /Moim celem jest odkładać 300 zł/u,
      /spłacać 300 zł/u,
    ],
    [
      'Ich zahle jeden Monat 350 Euro für meinen Kredit ab, es sind noch 7.000 Euro offen. Ich möchte ihn bis Ende 2027 abbezahlen.',
      /^Bis Ende 2027 werde ich meinen Kredit abbezahlen; dafür zahle ich jeden Monat 540 Euro zurück/u,
      /zurück/u,
      /7\.000 Euro zurück|zwölf Monaten/u,
    ],
    [
      'Плачу по кредиту 12 тысяч в месяц, осталось 150 тысяч рублей, хочу закрыть его к концу 2027 года.',
      /^Я выплачу свой кредит к концу 2027 года — каждый месяц буду выплачивать 12 000 рублей/u,
      /проверять, уменьшается ли долг/u,
      /150 000 рублей|двенадцати месяцев/u,
    ],
    [
      'Pago 500 euros al mes de hipoteca y tengo una deuda de 2.000 euros con la tarjeta. Quiero liquidar la tarjeta antes de junio y ahorrar 100 euros al mes.',
      /Voy a liquidar la tarjeta antes de junio, pagando 340 euros cada mes/u,
      /Voy a ahorrar 100 euros al mes en los próximos doce meses/u,
      /completando al menos uno cada semana/u,
    ],
  ])('%s', (input, debt, other, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(debt);
    expect(out).toMatch(other);
    expect(out).not.toMatch(gone);
  });

  it.each([
    ['Tengo 3.000 euros de deuda en la tarjeta y quiero ahorrar 6.000 euros antes de finales de 2027.', /saldar|deuda de mi tarjeta/u],
    ['Маю 20 тисяч гривень боргу, а хочу до кінця 2027 року накопичити 60 тисяч гривень.', /виплачу свої борги/u],
  ])('a debt only told beside a saving adds no goal: %s', (input, debt) => {
    expect(draftGoals(input, NOW)).not.toMatch(debt);
  });
});
