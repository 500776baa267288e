/**
 * Issue 33 (blind reading 8): "this year" on 26 November is five weeks away, not twelve months; a
 * count that cannot fit them at a book a week gets what fits as a first milestone and the rest
 * after it. A deposit told with what is already saved is paced as the gap, never "work out what is
 * needed and how much is missing".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('"this year" in late November is the five weeks to its end', () => {
  it.each([
    ['Dieses Jahr möchte ich noch 2000 Euro sparen.', /jede Woche 400 Euro/u],
    ['Хочу накопить 100 000 рублей в этом году.', /каждую неделю буду откладывать 20 000 рублей/u],
    ["Quest'anno voglio risparmiare 2.000 euro.", /400 euro ogni settimana/u],
  ])('%s', (input, says) => {
    expect(draftGoals(input, NOV_26)).toMatch(says);
  });
});

describe('books that cannot fit the date at one a week: a first milestone, the rest after', () => {
  it.each([
    [
      'I want to read 12 books this year.',
      /4 books by the end of this year, as many as its weeks left allow, and for the rest within the next 12 weeks/u,
    ],
    ['W tym roku chcę przeczytać 10 książek.', /pierwszy etap do końca roku wyznaczę sobie 5 książek, resztę nadrobię w ciągu 10 tygodni/u],
    ['Letos chci přečíst 20 knih.', /první metu do konce roku si dám 5 knih, zbytek zvládnu během 20 týdnů/u],
    ["Voglio leggere 12 libri quest'anno", /4 libri entro la fine dell'anno e al resto entro le prossime 12 settimane/u],
  ])('%s', (input, says) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(/\b[2-9] (?:books|książek|knih|libri) (?:every|ogni|co|každý)\b/u);
  });
});

describe('a deposit and the money saved: the gap a month over the year, not "work out what is missing"', () => {
  it.each([
    [
      'Razem z żoną chcemy kupić mieszkanie w Krakowie. Mamy odłożone 60 tysięcy złotych, a potrzebujemy około 120 tysięcy na wkład własny.',
      /w ciągu 12 miesięcy – co miesiąc będę odkładać 5 000 złotych/u,
    ],
    ["We'd love to buy our first house. We've saved £12,000 and the mortgage adviser says we need a £20,000 deposit.", /£670 every month/u],
    ['Chceme s přítelem koupit byt. Na vlastní zdroje potřebujeme 800 tisíc korun, našetřeno máme 500 tisíc korun.', /25 000 korun/u],
    // The date in the next sentence: 6 000 € over the thirteen months to the end of next year, and that date kept.
    [
      'Na auto potrebujem 9 000 eur, mám už odložených 3 000 eur. Chcem ho kúpiť do konca budúceho roka.',
      /do konca budúceho roka – každý mesiac odložím 470 eur/u,
    ],
    // "18.000 Euro haben wir schon gespart": the saved word three words after the amount.
    [
      'Wir wollen in zwei Jahren eine Wohnung kaufen. Für das Eigenkapital brauchen wir 50.000 Euro, 18.000 Euro haben wir schon gespart.',
      /jeden Monat 1.350 Euro/u,
    ],
  ])('%s', (input, says) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(/ile jeszcze brakuje|how much is missing|kolik chybí|wie viel fehlt/u);
  });
});

describe('a start month ("Ab Januar", "from January", "a partir de enero") starts the pace, not today', () => {
  it.each([
    // January to the end of June: six months, not seven.
    ['From January I want to save £3,000 by the end of June for a wedding.', /£500 every month/u],
    // January to 1 September: eight months.
    ['A partir de enero quiero ahorrar 2.400 euros antes de septiembre.', /300 euros cada mes/u],
    ['Ab Januar will ich bis Ende Juni 3.000 Euro für die Hochzeit sparen.', /jeden Monat 500 Euro/u],
    // January to May: about seventeen weeks for 10 km, a kilometre a week, not half a kilometre from today.
    ['Від січня хочу почати бігати і до травня пробігти 10 км без зупинки.', /приблизно на 1 км/u],
  ])('%s', (input, says) => {
    expect(draftGoals(input, NOV_26)).toMatch(says);
  });
});

describe('"save up £1,800 … I\'ve got £600": the verb "save" names no money saved, the £600 does', () => {
  it.each([
    ["I want to save up £1,800 for a new laptop by Easter. I've got £600 so far.", /£300 every month/u],
    ['Ich will bis Ostern 1.800 Euro für einen Laptop sparen, 600 Euro habe ich schon.', /jeden Monat 300 Euro/u],
  ])('%s', (input, says) => {
    expect(draftGoals(input, NOV_26)).toMatch(says);
  });
});

describe('"do wakacji", "do prázdnin" are the summer: a weight pace to it, not a silent half kilo', () => {
  it.each([
    ['Chcę zrzucić 9 kg do wakacji.', /0,35 kg tygodniowo/u],
    ['Chci do prázdnin zhubnout 8 kilo.', /0,3 kg týdně/u],
  ])('%s', (input, says) => {
    expect(draftGoals(input, NOV_26)).toMatch(says);
  });
});
