import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

/** Issue 33 (figures9): the mentee's own figures — a taper that reaches zero, debts added up, a count already done, a variable income, a language level. */
const NOW = new Date('2026-11-26T10:00:00Z');

describe("a smoker's own count a day tapers to none by the quit date, with one deadline", () => {
  it.each([
    // 15 a day, no date: two fewer a week reach zero in eight weeks, and that is the deadline.
    [
      'Fumo circa 15 sigarette al giorno da dieci anni. Il medico mi ha detto che devo smettere.',
      /^Entro le prossime 8 settimane smetterò.*2 sigarette in meno al giorno ogni settimana fino ad arrivare a zero/,
    ],
    // "18 a day" with no word for cigarettes: 2 fewer a week reach zero in 9 weeks, before 1 March.
    [
      "My GP says I have to give up smoking. I'm on about 18 a day, roll-ups mostly, and I'd like to be done with it by my 40th birthday on 1 March.",
      /by 1 March, cutting down by 2 cigarettes a day every week until I smoke none/,
    ],
    [
      'Je fume 15 cigarettes par jour, je veux arrêter.',
      /8 prochaines semaines.*2 cigarettes de moins par jour chaque semaine jusqu'à zéro/,
    ],
    [
      'Я курю 12 сигарет на день і хочу кинути.',
      /протягом 6 тижнів — щотижня зменшуватиму денну кількість сигарет на 2, доки не дійду до нуля/,
    ],
    // 25 a day by the end of December (four whole weeks away): seven fewer a week.
    [
      'Ich rauche 25 Zigaretten am Tag und will bis Ende Dezember aufhören.',
      /^Bis Ende Dezember .* jede Woche 7 Zigaretten pro Tag weniger, bis ich bei null bin/,
    ],
    [
      'Fajčím 10 cigariet denne, chcem prestať do konca januára.',
      /do konca januára – každý týždeň znížim denný počet cigariet o 2, kým sa nedostanem na nulu/,
    ],
  ])('%s', (input, expected) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(expected);
    // No second date inside the measure ("a quit date within four weeks" beside "within three months").
    expect(out).not.toMatch(/quattro settimane|quatre prochaines|чотирьох тижнів|vier Wochen|štyroch týždňov/u);
  });
});

describe('several debts told are added up before they are paced', () => {
  it.each([
    [
      "J'ai 3 000 € de dette sur ma carte de crédit, je dois 1 200 € à mon frère et j'ai un découvert de 800 €. Je veux tout rembourser.",
      /en remboursant 420 € chaque mois/,
    ],
    ['Маю кредит 40 000 гривень і ще винна подрузі 5 000. Хочу закрити все за рік.', /щомісяця виплачуватиму 3 750 гривень/],
    [
      "I have £3,000 on my credit card, owe my brother £1,200 and I'm £800 overdrawn. I want to be debt free by the end of next year.",
      /repaying £390 every month/,
    ],
    ['Mam 8 000 zł kredytu i pożyczyłem 2 000 zł od kolegi. Chcę spłacić wszystko w ciągu roku.', /co miesiąc będę spłacać 840 zł/],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOW)).toMatch(expected);
  });

  it('takes an income told with no cost for no money left: the debts over twelve months, not two thirds of the pay', () => {
    expect(
      draftGoals('I owe £3,000 on a personal loan and £500 to a friend. I earn £1,600 a month. I want to be free of it.', NOW),
    ).toMatch(/within the next 12 months, repaying £300 every month/);
    expect(
      draftGoals(
        'Ho un prestito di 5.000 euro e devo 1.000 euro a mio padre. Guadagno 1.500 euro al mese. Voglio chiudere tutti i debiti.',
        NOW,
      ),
    ).toMatch(/Entro i prossimi 17 mesi .*restituendo 370 euro ogni mese/);
  });

  it('leaves one debt, the income and the rent as they are', () => {
    expect(
      draftGoals('Ich habe 4.000 € Schulden bei der Bank, verdiene 2.100 € im Monat und will sie bis Ende 2027 abbezahlen.', NOW),
    ).toMatch(/jeden Monat 310 €/);
    expect(draftGoals('Je dois rembourser 2 400 € à mes amis avant fin 2027.', NOW)).toMatch(/190 € chaque mois/);
  });
});

describe('a count already done is taken off the count, and a pace reaches the count by the date', () => {
  it.each([
    ["I want to write 20 songs by the end of February, I've already written 8.", /at least 4 songs every month/],
    ['Ich will bis Ende Februar 20 Lieder schreiben, acht habe ich schon.', /jeden Monat mindestens 4 Lieder/],
    ["Je veux lire 20 livres d'ici fin février, j'en ai déjà lu huit.", /au moins 4 livres chaque mois/],
    // 18 of 30 left in 18 weeks: 5 a month, not 2 a week (35) nor the topic's one every two weeks (9).
    [
      "I want to finish 30 online modules of my data course by 31 March. I've done 12 of the 30 so far.",
      /at least 5 online modules every month/,
    ],
    // Nothing done yet: all 20.
    ['I want to write 20 songs by the end of February.', /at least 7 songs every month/],
    // 12 songs by the summer: two a month reach them (one new piece a month would not).
    ['Quiero aprender a tocar la guitarra y poder tocar 12 canciones completas para el verano.', /al menos 2 canciones cada mes/],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOW)).toMatch(expected);
  });
});

describe('a variable income gives a fixed saving from its weakest month, never a share of the income', () => {
  it.each([
    [
      'Sou autônoma e minha renda varia entre R$ 2.500 e R$ 6.000 por mês. Quero montar uma reserva de emergência de R$ 15.000.',
      /^Nos próximos 30 meses .*guardando R\$ 500 todo mês/,
    ],
    [
      "I'm a freelance photographer, some months I earn £1,200 and some months £4,000. I want to save £6,000 for a new camera and lens.",
      /within the next 25 months, setting aside £240 every month/,
    ],
    [
      'Ich bin selbstständig und verdiene mal 1.800 €, mal 4.500 € im Monat. Ich möchte endlich ein finanzielles Polster von 10.000 € aufbauen.',
      /^Innerhalb von 28 Monaten .*jeden Monat 360 € zurück/,
    ],
  ])('%s', (input, expected) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(expected);
    expect(out).not.toMatch(/10 ?%|fixed amount|valor fixo|festen Betrag/u);
  });
});

describe('a language level told is the target, about six months a level from the one they have', () => {
  it.each([
    [
      'Potrzebuję niemieckiego na poziomie B2 do pracy w szpitalu w Niemczech, teraz mam może A2. Pracuję na zmiany w Polsce.',
      /w ciągu 12 miesięcy/,
    ],
    ['Хочу выучить английский с нуля до уровня B1, мне нужно для работы.', /в течение 18 месяцев/],
    ['Quiero aprobar el B2 de inglés, tengo un A2.', /^En los próximos 12 meses/],
  ])('%s', (input, expected) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(expected);
    expect(out).not.toMatch(/sześciu miesięcy|шести месяцев|seis meses/u);
  });

  it('keeps a date of their own', () => {
    expect(draftGoals('Voglio arrivare al B1 di tedesco entro giugno, adesso sono A2.', NOW)).toMatch(/entro giugno/);
  });
});

describe('plain figures stay as they are', () => {
  it.each([
    ['Ich möchte bis zum 30. Juni 5 kg abnehmen.', /0,2 kg pro Woche/],
    [
      'Je veux économiser 200 € par mois pendant un an pour un voyage.',
      /200 € par mois pendant un an pour un voyage, en mettant en place un virement automatique/,
    ],
    ['Quiero correr una media maratón el 15 de marzo; ahora corro 8 km.', /aproximadamente 1 km, hasta llegar a 18 km/],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOW)).toMatch(expected);
  });
});
