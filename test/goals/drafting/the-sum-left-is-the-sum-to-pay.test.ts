/**
 * Issue 33 (round 26): a debt told with what is left of it ("Wzięłam pożyczkę na 20 000 zł, zostało mi jeszcze
 * 12 000 zł", "I took a loan of $12,000 and I still owe $7,500") was paced on the two sums added up, or on the sum
 * first borrowed. The sum left is the sum to pay: it stands in place of the debt told before it (own-measures.json
 * `rest`). Money left each month ("Co miesiąc zostaje mi 600 zł") is still no debt.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the sum left of a debt is the sum to pay', () => {
  it.each([
    ['Wzięłam pożyczkę na 20 000 zł, zostało mi jeszcze 12 000 zł i chcę ją spłacić do końca przyszłego roku.', '930 zł', /2 500 zł/u],
    ['Wzięłam pożyczkę na 20 000 zł. Zostało mi jeszcze 12 000 zł. Chcę ją spłacić do końca przyszłego roku.', '930 zł', /1 550 zł/u],
    [
      'I took a loan of $12,000 and I still owe $7,500; I want to pay it off by the end of next year.',
      'repaying $580 every month',
      /\$1,500/u,
    ],
    [
      'Pedí un préstamo de 10.000 € y me quedan 4.000 €; quiero pagarlo antes de que acabe el año que viene.',
      'pagando 310 € cada mes',
      /770 €/u,
    ],
    ['Взяла кредит на 300 000 рублей, осталось 120 000, хочу погасить до конца следующего года.', '9 250 рублей', /32 400/u],
    [
      'Ich habe 20.000 € Kredit aufgenommen, offen sind noch 8.000 €, und ich will ihn bis Ende nächsten Jahres abbezahlen.',
      'jeden Monat 620 €',
      /2\.200 €/u,
    ],
    [
      'Ho preso un prestito di 10.000 €, mi restano 4.000 € da pagare e voglio estinguerlo entro la fine del prossimo anno.',
      'restituendo 310 € ogni mese',
      /770 €/u,
    ],
    [
      'Fiz um empréstimo de 10.000 € e ainda me faltam 3.000 €; quero pagá-lo até ao fim do próximo ano.',
      'pagando 240 € todos os meses',
      /770 €/u,
    ],
    ['Vzala jsem si půjčku 200 000 Kč, zbývá mi splatit 60 000 Kč a chci ji splatit do konce příštího roku.', '4 650 Kč', /15 400 Kč/u],
    ['Zobrala som si pôžičku 10 000 €, zostáva mi 4 000 € a chcem ju splatiť do konca budúceho roka.', 'splatím 310 €', /770 €/u],
    ['Я взяла кредит 100 000 грн, залишилося 30 000 грн, і я хочу його погасити до кінця наступного року.', '2 350 грн', /10 000 грн/u],
    ['Mám kreditku s dluhem 30 000 Kč a půjčku, kde zbývá 85 000 Kč. Chci být bez dluhů do konce příštího roku.', '8 850 Kč', /2 350 Kč/u],
  ])('%s', (input, paced, broken) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(paced);
    expect(out).not.toMatch(broken);
  });

  it('leaves money left each month to pace the debt', () => {
    const out = draftGoals(
      'Zostało mi jeszcze 8 000 zł kredytu do spłaty. Co miesiąc zostaje mi jakieś 600 zł. Chcę się wreszcie z tego wygrzebać.',
      NOV_25,
    );
    expect(out).toContain('co miesiąc będę spłacać 400 zł');
  });
});
