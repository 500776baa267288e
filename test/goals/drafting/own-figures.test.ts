import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

/** Issue 33 (pace7): the mentee's own figures — a distance built by a longest session, a cost already paid, a sum already held, work left. */
const NOW = new Date('2026-11-26T10:00:00Z');

describe('a distance to reach is built by sessions and a longest one, never paced as metres a week', () => {
  it.each([
    [
      'I want to swim 400 m front crawl without a break by the end of April. At the moment I manage 50 m.',
      /longest session about 25 m longer every week until it reaches 400 m/,
    ],
    [
      'Chcę do czerwca przebiec 10 km bez zatrzymywania się, na razie daję radę 3 km.',
      /trzy razy w tygodniu .* o około 0,5 km, aż dojdę do 10 km/,
    ],
    [
      'Хочу до кінця травня навчитися плавати і пропливати 500 метрів без зупинки.',
      /найдовше тренування приблизно на 25 м, доки не дійду до 500 м/,
    ],
    [
      'Quiero correr mi primera media maratón en octubre. Ahora corro 5 km tres veces por semana.',
      /mi sesión más larga en aproximadamente 0,5 km, hasta llegar a 18 km/,
    ],
    ['Chci za rok uběhnout maraton, zatím zvládnu 10 km.', /nejdelší trénink zhruba o 0,5 km, dokud nedosáhnu 32 km/],
  ])('%s', (input, expected) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(expected);
    expect(out).not.toMatch(/\b19 (?:m|metres|метрів)\b/u);
  });
});

describe('an amount paid every month (rent, a mortgage) is a cost, never the amount to save', () => {
  it.each([
    [
      'Pago 1.100 euros de renda por mês e quero juntar 5.000 euros até ao fim do ano que vem.',
      /390 euros todos os meses/,
      /1\.100 euros (?:todos|cada)/,
    ],
    ['Wir zahlen 1.400 € Miete im Monat und wollen bis Ende 2027 10.000 € für den Umzug sparen.', /jeden Monat 770 €/, /1\.400 €/],
    ['Плачу 25 000 рублей аренды в месяц, хочу к лету накопить 150 000 рублей на подушку.', /21 500 рублей/, /25 000 рублей и/],
    ["Ho 52 anni e l'azienda chiude a settembre. Pago 700 euro di mutuo al mese e non so come fare.", /./, /(?:70|700) euro ogni mese/],
  ])('%s', (input, paced, notPaced) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(paced);
    expect(out).not.toMatch(notPaced);
  });
});

describe('a sum already held is subtracted from the target, also a bare target beside it', () => {
  it.each([
    [
      'Mam już odłożone 20 000 zł, a na samochód potrzebuję 45 000. Chcę go kupić do końca przyszłego roku.',
      /co miesiąc będę odkładać 1 950 zł/,
    ],
    ['У меня уже есть 100 000 рублей, а на ремонт нужно 300 000. Хочу успеть к концу следующего года.', /15 400 рублей/],
    ['Ich habe schon 8.000 € auf dem Sparkonto und will bis Ende 2027 insgesamt 20.000 € für ein Auto zusammenhaben.', /jeden Monat 930 €/],
    ['Ho già 4.000 euro da parte e voglio arrivare a 12.000 euro entro la fine del 2027.', /620 euro ogni mese/],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOW)).toMatch(expected);
  });
});

describe('work the text says is left (thousands of words) is paced to the deadline by the week', () => {
  it.each([
    ["Il me reste 30 000 mots de mon roman à écrire, l'éditeur le veut fin mai.", /1 150 mots chaque semaine/],
    ['Zbývá mi napsat 25 000 slov diplomové práce, odevzdávám do konce dubna.', /každý týden si stanovím cíl: aspoň 1 150 slov/],
    ['Il me reste 45 000 mots à écrire pour mon mémoire, à rendre fin avril.', /2 050 mots chaque semaine/],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOW)).toMatch(expected);
  });
});

describe('a whole year named ("celý rok 2027", "przez cały 2027 rok", "the whole of 2027") is the one deadline', () => {
  it.each([
    ['Chcem celý rok 2027 nepiť alkohol. Teraz pijem skoro každý večer pivo.', /celý rok 2027 –/],
    ['Przez cały 2027 rok chcę nie pić alkoholu.', /przez cały 2027 rok –/],
    ['I want to stay off alcohol for the whole of 2027.', /the whole of 2027,/],
    ['Ich möchte das ganze Jahr 2027 jeden Monat ein neues Buch lesen.', /das ganze Jahr 2027/],
  ])('%s', (input, expected) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(expected);
    expect(out).not.toMatch(/do troch mesiacov|w ciągu trzech miesięcy|next three months|nächsten drei Monaten/u);
  });
});

describe("a goal that names saving saves, even beside a mortgage or a loan the text tells of; a lone goal reads the whole text's sum held", () => {
  it.each([
    [
      'Spłacam kredyt hipoteczny, rata to 2 100 zł miesięcznie. Chcę zaoszczędzić 8 000 zł na wakacje do końca przyszłego roku.',
      /będę odkładać 620 zł/,
    ],
    ['Splácím hypotéku 15 000 Kč měsíčně a chci do konce příštího roku našetřit 60 000 Kč na auto.', /odložím 4 650 Kč/],
    ['Ich habe einen Kredit fürs Auto, aber ich will bis Ende 2027 trotzdem 5.000 € sparen.', /lege ich jeden Monat 390 € zurück/],
    ['Tengo 2.000 euros ahorrados y me gustaría juntar 6.000 euros para un máster en octubre.', /apartando 370 euros cada mes/],
    ['Mám dluh 120 000 Kč na kreditkách a chci ho splatit do konce příštího roku.', /splatím 9 250 Kč/],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOW)).toMatch(expected);
  });
});

describe('French "à mes amis" is no rate a month, "rembourser" repays; Spanish "a finales de abril" is a date; a daily count is no total', () => {
  it.each([
    ['Je dois rembourser 2 400 € à mes amis avant fin 2027.', /en remboursant 190 € chaque mois/],
    [
      'Me quedan 60 páginas del informe y lo tengo que entregar a finales de abril.',
      /a finales de abril, fijándome como meta al menos 12 páginas cada mes/,
    ],
    [
      'Me faltan 80 páginas de la tesis y la entrego a finales de marzo.',
      /A finales de marzo voy a terminar mi tesis, fijándome como meta al menos 20 páginas cada mes/,
    ],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOW)).toMatch(expected);
  });

  it.each([
    'Ich will das ganze Jahr 2027 jeden Tag 10.000 Schritte gehen.',
    'Хочу в течение всего 2027 года ходить по 12 000 шагов в день.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/mindestens \d+ Schritte|не меньше \d+ шагов/u);
  });
});
