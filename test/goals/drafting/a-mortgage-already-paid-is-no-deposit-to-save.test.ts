/**
 * Issue 33 (blind reading 53's 9): a person who already pays a mortgage ("a taky hypotéku na byt", "Mamy już kredyt
 * hipoteczny") got "save up the deposit for a home of my own" with a bank's mortgage pre-check, and one afraid the raised
 * payment is too much ("I'm worried we won't manage") a self-confidence goal. A mortgage told as one's own, its payment or
 * instalment, rules out buying a home and makes the fear one of money; an instalment gone up is a budget to rebalance
 * (situations.json: unless, and the money situation's cues), and since the lead's round 57 a mortgage instalment risen
 * is lowered (situations.json raterise: offers from two banks, an overpayment's effect).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a mortgage already paid is no deposit to save', () => {
  it.each([
    [
      'Dostal jsem nabídku práce v Brně, o 25 % lepší plat a zajímavější projekty. Jenže v Praze mám přítelkyni, která se stěhovat nechce, a taky hypotéku na byt. Odpověď musím dát do 15. prosince. Točím se v kruhu a nemůžu se rozhodnout.',
      'Rozhodnu se o nabídce práce',
      /akontac/u,
    ],
    [
      'Mamy już kredyt hipoteczny na mieszkanie i rata wzrosła o 400 zł. Boję się, że nie damy rady.',
      'Obniżę ratę kredytu hipotecznego',
      /wkład własny/u,
    ],
    [
      "We already have a mortgage on our flat and the payments went up by 200 a month. I'm worried we won't manage if anything happens.",
      'I will get my finances under control',
      /self-confidence/u,
    ],
    [
      'Wir haben schon eine Hypothek auf das Haus und die Rate ist um 300 Euro gestiegen. Ich habe Angst, dass wir das nicht schaffen.',
      'meine Finanzen in den Griff bekommen',
      /Selbstvertrauen/u,
    ],
    [
      'Máme hypotéku na byt a splátka vzrostla o 4 000 Kč. Bojím se, že to nezvládneme.',
      'Snížím splátku hypotéky',
      /akontac|sebevědomí|na svém cíli/u,
    ],
    [
      'У нас уже есть ипотека на квартиру, и платёж вырос на 8 тысяч. Боюсь, что не потянем.',
      'Я возьму свои финансы под контроль',
      /первоначальный взнос|три вещи/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const draft = draftGoals(text, NOV_26);
    expect(draft).toContain(phrase);
    expect(draft).not.toMatch(broken);
  });
});
