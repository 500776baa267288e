/**
 * Issue 33: the mentee's own date and figures. A bill is the money target (not the income "a
 * month"), money already saved is taken off it even with no currency named, an event's date is the
 * goal's one deadline ("before the wedding", "через шість тижнів" read as "за"), a smoker's own quit
 * day is not set again, and a figure after a launch is due some months after it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date('2026-11-26T10:00:00Z');

/** [input, what the answer says, what it must not say] */
type Case = [string, RegExp, RegExp];

const check = (cases: Case[]) =>
  it.each(cases)('%s', (input, says, never) => {
    const goals = draftGoals(input, NOW);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(never);
  });

describe('a bill is the money target, not the income', () => {
  check([
    // 2,400 / 2 months to the end of January; the income of up to 3,000 a month is no target
    [
      "I'm a freelancer and my income swings between 1,200 and 3,000 pounds a month. My tax bill of 2,400 pounds is due by the end of January and I have no buffer.",
      /1,200 pounds every month/u,
      /3,000 pounds every month/u,
    ],
    // 3.000 / 7 months to mid-June
    [
      'Soy autónoma, gano entre 1.000 y 2.500 euros al mes y en junio tengo que pagar a Hacienda 3.000 euros. No tengo ningún colchón.',
      /430 euros cada mes/u,
      /2\.500 euros cada mes/u,
    ],
    // 4.200 / 5 months to mid-April
    [
      'Ich bin selbstständig, mein Einkommen schwankt zwischen 1.500 und 3.800 € im Monat. Im April kommt die Steuernachzahlung von 4.200 € und ich habe keine Rücklagen.',
      /840 €/u,
      /3\.800 €|drei Dinge/u,
    ],
    [
      "Nous avons 900 € d'arriérés de loyer et le propriétaire veut être payé avant fin février.",
      /300 € chaque mois/u,
      /900 € chaque mois/u,
    ],
  ]);
});

describe('money already saved, with or without a currency, is taken off the target', () => {
  check([
    // (12 000 − 3000) / 6 months
    ['Remont łazienki przekroczył budżet o 12 000 zł, a mam już odłożone 3000. Muszę to spłacić do końca maja.', /1 500 zł/u, /2 000 zł/u],
    // (30 000 − 6000) / 7 months, and "вже маю 6000" stays out of the goal
    ['Я хочу накопичити на відпустку 30 000 гривень до липня, вже маю 6000.', /3 450 гривень/u, /вже маю/u],
    // (2.600 − 800) / 7 months
    [
      'Devo pagare il conguaglio delle tasse di 2.600 euro entro giugno, ne ho già 800 da parte. Guadagno 1.700 euro al mese.',
      /260 euro ogni mese/u,
      /ne ho già|1\.700 euro ogni mese/u,
    ],
    // (4.000 − 1000) / 8 months
    ['Quero juntar 4.000 euros para a viagem até agosto, já tenho 1000.', /380 euros/u, /já tenho/u],
    // (90 000 − 30000) / 4 months
    [
      'Ремонт вышел за бюджет на 90 000 рублей, у меня уже отложено 30000. Нужно закрыть это до конца марта.',
      /15 000 рублей/u,
      /получу|22 500/u,
    ],
  ]);
});

describe('a state told after the aim is no part of the goal', () => {
  check([
    ['Do konce března potřebuju splatit nedoplatek za energie 18 000 Kč, příjem mám nepravidelný.', /4 500 Kč/u, /nepravidelný/u],
    [
      'Vou correr a minha primeira meia maratona no dia 19 de abril e neste momento só consigo correr 8 km.',
      /19 de abril/u,
      /neste momento|próximos/u,
    ],
    ['Chcę schudnąć 6 kg przed ślubem, ślub mamy 14 czerwca.', /przed ślubem/u, /ślub mamy|w ciągu/u],
  ]);
});

describe("an event's date is the goal's one deadline", () => {
  check([
    [
      "I'm getting married on 12 June and I want to lose 8 kg before the wedding. I'm 84 kg now.",
      /before the wedding/u,
      /over the next|within the next/u,
    ],
    ['Mi sposo il 10 luglio e vorrei perdere 6 chili prima del matrimonio.', /prima del matrimonio/u, /prossimi/u],
    ["J'aimerais perdre 5 kilos avant mon mariage, qui a lieu le 20 juin.", /avant mon mariage/u, /prochains/u],
    // a date counted from now is "by" the event, not "in N weeks' time"
    [
      'Через восемь недель у меня защита диплома, а я написал только половину.',
      /за восемь недель/u,
      /через восемь недель|четырёх месяцев/u,
    ],
    ['Через шість тижнів у мене захист, я погано сплю і весь час нервую.', /за шість тижнів/u, /через шість тижнів/u],
    // The final exam is now a goal of its own, by its date; the sleep beside it keeps its stock frame.
    [
      'In sieben Wochen ist meine Abschlussprüfung und ich schlafe kaum noch.',
      /Innerhalb von sieben Wochen werde ich die Prüfung bestehen/u,
      /In sieben Wochen werde|zwei Monaten werde ich die Prüfung/u,
    ],
    ["Tra nove settimane ho l'esame di stato e non riesco a concentrarmi.", /Entro nove settimane/u, /Tra nove settimane/u],
  ]);
});

describe("a smoker's own quit day is not set again", () => {
  check([
    ['Quiero dejar de fumar el 3 de marzo, que es mi cumpleaños.', /el 3 de marzo/u, /fecha para dejarlo|próximos/u],
    ['Ich will am 1. März mit dem Rauchen aufhören, das ist mein Geburtstag.', /am 1\. März/u, /Rauchstopp fest|nächsten drei Monaten/u],
    ['I want to quit smoking on 15 January.', /on 15 January/u, /quit date/u],
    ['Chcę rzucić palenie 1 lutego.', /1 lutego/u, /wyznaczę dzień|w ciągu trzech/u],
  ]);
});

describe('a figure after a launch is due after it', () => {
  check([
    [
      'I want to launch my online shop in September and reach 30 orders a month.',
      /reach 30 orders a month within three months of the launch/u,
      /orders a month in September|at least \d+ orders/u,
    ],
    [
      'Voglio aprire il mio negozio online a marzo e arrivare a 50 ordini al mese.',
      /Entro tre mesi dall'avvio arriverò/u,
      /A marzo arriverò|almeno 15/u,
    ],
    [
      'Ich möchte im Mai meinen Onlineshop eröffnen und 40 Bestellungen im Monat erreichen.',
      /Innerhalb von drei Monaten nach dem Start/u,
      /im Mai werde ich 40/iu,
    ],
    // "100 чашек в день" is a rate to reach, not a count to pace
    ['Хочу открыть кофейню в апреле и выйти на 100 чашек в день.', /после запуска/u, /не меньше \d+ чашек/u],
  ]);
});

describe('more bills and rates in other wordings', () => {
  check([
    // 1.400 / 3 months to the end of February; "arretrato" as well as "arretrati"
    [
      "Ho un arretrato di 1.400 euro con l'affitto e il padrone di casa vuole tutto entro fine febbraio. Guadagno 1.300 euro al mese.",
      /470 euro ogni mese/u,
      /1\.300 euro ogni mese|tre cose/u,
    ],
    // 1.800 / 9 months to the end of August
    [
      'Tenho de pagar o IRS de 1.800 euros até ao fim de agosto e não tenho reserva nenhuma, os meus rendimentos variam muito.',
      /200 euros todos os meses/u,
      /três coisas/u,
    ],
    // (6.000 − 2.000) / 2 months to the end of January: "Ende Januar" without "bis" is a date
    [
      'Unsere Küchenrenovierung liegt 6.000 € über dem Budget und die Rechnung ist Ende Januar fällig. Wir haben 2.000 € gespart.',
      /Ende Januar .*2\.000 € zurück/u,
      /zwölf Monaten|10 %/u,
    ],
    // "500 listeners per episode" is a rate to reach, not a count to pace
    [
      'I want to start my podcast in February and reach 500 listeners per episode.',
      /within three months of the launch/u,
      /at least \d+ listeners/u,
    ],
  ]);
});

describe('the weekly weight loss is the pace that reaches the mentee’s own kilos by their date, up to a safe kilo', () => {
  check([
    // 10 kg in 18 weeks to the end of March: 0.56, rounded up
    ['Ich will bis Ende März 10 kg abnehmen.', /etwa 0,6 kg pro Woche/u, /halbes Kilo/u],
    // 12 kg in 17.7 weeks
    ['Chcę schudnąć 12 kg do końca marca.', /0,7 kg tygodniowo/u, /pół kilograma/u],
    // 9 kg in 13.4 weeks
    ["I want to lose 9 kg by the end of February, I'm 95 kg.", /about 0\.7 kg a week/u, /half a kilo/u],
    // Seven months for 5 kilos: 0.2 kg a week, not the half kilo that would be 15 (own-figures-pace.test.ts).
    ['Vorrei perdere 5 chili entro giugno.', /0,2 kg a settimana/u, /mezzo chilo/u],
  ]);
});

describe('a launch verb in its future form counts as a launch too', () => {
  check([
    [
      'Voglio lanciare il mio corso online a febbraio e arrivare a 200 iscritti.',
      /Entro tre mesi dall'avvio arriverò a 200 iscritti/u,
      /A febbraio arriverò/u,
    ],
    [
      'Quiero lanzar mi tienda online en marzo y llegar a 300 pedidos.',
      /En los tres meses siguientes al lanzamiento/u,
      /en marzo voy a llegar/iu,
    ],
    [
      'Je veux lancer ma boutique en ligne en mars et atteindre 300 commandes.',
      /Au cours des trois mois qui suivent le lancement/u,
      /100 commandes chaque semaine|D'ici les trois/u,
    ],
  ]);
});
