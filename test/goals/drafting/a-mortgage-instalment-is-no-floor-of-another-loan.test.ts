/**
 * Issue 33 (round 58's probes): a mortgage's instalment told beside another loan was taken as what the
 * mentee already repays on that loan, the floor of its pace: "Splácím hypotéku 14 000 Kč měsíčně a k tomu
 * mám půjčku 60 000 Kč … do konce roku 2027 splatit" repaid 14 000 Kč a month (and likewise in sk, en, de,
 * ru, uk). A mortgage's balance is years of its instalment, so the instalment (a mortgage word in its
 * clause, own-measures.json figures.mortgage) floors only a sum of two years of it or more: the mortgage's
 * own balance, even told by a pronoun, keeps its instalment as the floor; another loan is paced by its date.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a mortgage instalment is no floor of another loan', () => {
  it.each([
    [
      'Splácím hypotéku 14 000 Kč měsíčně a k tomu mám půjčku 60 000 Kč na auto. Chci ji do konce roku 2027 splatit.',
      /^Splatím svůj úvěr do konce roku 2027 – každý měsíc splatím 4 650 Kč/u,
      /14 000 Kč/u,
    ],
    [
      'Splácam hypotéku 650 eur mesačne a mám aj pôžičku 4 000 eur. Chcem ju splatiť do konca roka 2027.',
      /^Splatím svoj úver do konca roka 2027 – každý mesiac splatím 310 eur/u,
      /650 eur/u,
    ],
    [
      'I pay £900 a month on my mortgage and I also have a personal loan of £5,000. I want to pay it off by the end of 2027.',
      /^I will pay off my loan by the end of 2027, repaying £390 every month/u,
      /£900/u,
    ],
    [
      'Ich zahle 1.100 Euro im Monat für die Hypothek ab und habe noch einen Kredit über 8.000 Euro. Den will ich bis Ende 2027 abbezahlen.',
      /^Bis Ende 2027 werde ich meinen Kredit abbezahlen; dafür zahle ich jeden Monat 620 Euro zurück/u,
      /1\.100 Euro|zusätzliche Einnahmequelle/u,
    ],
    [
      'Плачу ипотеку 30 000 рублей в месяц, и ещё есть кредит 200 000 рублей. Хочу закрыть его до конца 2027 года.',
      /^Я выплачу свой кредит до конца 2027 года — каждый месяц буду выплачивать 15 400 рублей/u,
      /30 000 рублей/u,
    ],
    [
      'Плачу іпотеку 12 000 гривень на місяць, а ще маю кредит 60 000 гривень. Хочу погасити його до кінця 2027 року.',
      /^Я виплачу свій кредит до кінця 2027 року — щомісяця виплачуватиму 4 650 гривень/u,
      /12 000 гривень/u,
    ],
  ])('%s', (input, paced, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(paced);
    expect(out).not.toMatch(gone);
  });

  it.each([
    [
      'Splácím hypotéku 14 000 Kč měsíčně a zbývá mi 900 000 Kč. Chci hypotéku splatit do konce roku 2040.',
      /^Splatím hypotéku do konce roku 2040 – každý měsíc splatím 14 000 Kč/u,
    ],
    [
      'I pay £900 a month on my mortgage and still owe £90,000 on it. I want to pay off the mortgage by the end of 2040.',
      /^I will pay off the mortgage by the end of 2040, repaying £900 every month/u,
    ],
  ])('keeps the instalment as the floor of the mortgage itself: %s', (input, paced) => {
    expect(draftGoals(input, NOV_25)).toMatch(paced);
  });
});
