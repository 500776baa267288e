/**
 * Issue 33, blind reading 15 (stated15): stated aims were lost or bent. "Mon objectif, c'est de passer
 * chef de projet senior d'ici la fin de l'année" got a work-relations template; its second aim kept the
 * cue's "d'" and a purpose pointing back ("pour y arriver"); "conseguir estudar 3 horas por dia" was
 * pasted as the plan with its "manage to"; writing a chapter ("дописати розділ") got a reading goal; and
 * a race's day was made the day of the weight loss told "before then" ("lose about 6 kg on 5 October").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const RELATIONS = /relations au travail|relazioni al lavoro|relaciones en el trabajo|Beziehungen bei der Arbeit/u;

describe('a goal told after "my goal is" in its spoken forms is that goal, with its own date', () => {
  it.each([
    [
      'fr',
      "Mon objectif, c'est de devenir chef de projet senior d'ici la fin de l'année.",
      /Je vais devenir chef de projet senior d'ici la fin de l'année/u,
    ],
    ['fr', "Mon objectif : trouver un nouveau travail d'ici juin.", /Je vais trouver un nouveau travail d'ici juin/u],
    ['it', 'Il mio obiettivo: trovare un nuovo lavoro entro giugno.', /Troverò un nuovo lavoro entro giugno/u],
    ['es', 'Mi objetivo: correr 10 km antes de mayo.', /Voy a correr 10 km antes de mayo/u],
    ['pt', 'Meu objetivo: juntar R$ 5.000 até julho.', /Vou juntar R\$ 5\.000 até julho/u],
    ['de', 'Mein Ziel: bis Juni 5 kg abnehmen.', /Ich werde bis Juni 5 kg abnehmen/u],
  ])('%s: %s', (_lang, input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(RELATIONS);
  });
});

describe("the second aim after the cue loses the cue's 'de' and a purpose that only points back", () => {
  it.each([
    [
      "Mon objectif, c'est de passer chef de projet senior d'ici la fin de l'année, et d'arrêter de faire des soirées jusqu'à 21h pour y arriver.",
      /[Jj]e vais arrêter de faire des soirées jusqu'à 21h\b/u,
      /d'arrêter|y arriver/u,
    ],
    ['Il mio obiettivo è trovare un lavoro entro marzo e di imparare il tedesco.', /imparerò il tedesco/u, /\bdi imparare/u],
    ['Voglio finire la tesi entro giugno e smettere di lavorare la sera per riuscirci.', /smetterò di lavorare la sera,/u, /riuscirci/u],
    [
      'Quiero aprobar las oposiciones en junio y estudiar 4 horas al día para lograrlo.',
      /estudiar 4 horas al día, apuntando cada sesión en un calendario/u,
      /lograrlo/u,
    ],
    [
      'Quero passar na OAB em julho e estudar 3 horas por dia para isso.',
      /estudar 3 horas por dia, marcando cada sessão no calendário/u,
      /para isso/u,
    ],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
});

describe('a plan told as what the mentee wants to manage is the doing, not the managing', () => {
  it.each([
    [
      'pt',
      'Quero passar no concurso do INSS e conseguir estudar pelo menos 3 horas por dia, mesmo trabalhando.',
      /plano: estudar pelo menos 3 horas por dia/u,
      /conseguir/u,
    ],
    [
      'es',
      'Quiero aprobar las oposiciones de maestra en junio y lograr estudiar 4 horas al día aunque trabajo.',
      /plan: estudiar 4 horas al día/u,
      /lograr/u,
    ],
    [
      'it',
      'Voglio superare il concorso a marzo e riuscire a studiare due ore al giorno.',
      /piano: studiare due ore al giorno/u,
      /riuscir/u,
    ],
    ['fr', 'Je veux réussir le concours en mai et arriver à réviser 3 heures par jour.', /plan : réviser 3 heures par jour/u, /arriver à/u],
  ])('%s: %s', (_lang, input, plan, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(plan);
    expect(out).not.toMatch(gone);
  });
});

describe('finishing the writing of a book ("dopsat", "дописати") is writing, not reading', () => {
  const READING = /přečtu|дочитуватиму|przeczytam|дочитывать|прочитаю|prečítam|jednu knihu|одну книжку|одну книгу/u;
  it.each([
    ['uk', 'Хочу до літа дописати перший розділ своєї книжки – це мають бути спогади моєї бабусі про війну.', /писатиму/u],
    ['cs', 'Chci do léta dopsat první kapitolu své knihy.', /budu psát/u],
    ['pl', 'Chcę do końca marca dopisać trzy rozdziały powieści.', /Dopiszę trzy rozdziały powieści do końca marca – będę pisać/u],
    ['ru', 'Хочу до весны дописать свою первую книгу, у меня уже 40 страниц.', /буду писать/u],
    ['sk', 'Chcem do konca roka dopísať knihu o mojom starom otcovi.', /budem písať/u],
  ])('%s: %s', (_lang, input, writing) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(writing);
    expect(out).not.toMatch(READING);
  });
});

describe("a race's day shared with the aim told 'before then' is that aim's deadline, 'by' the day", () => {
  it.each([
    ['en', 'I want to run the Berlin marathon on 21 September and lose 5 kg before then.', /lose 5 kg by 21 September/u, /lose 5 kg on/u],
    [
      'de',
      'Ich will am 12. Oktober den Halbmarathon laufen und bis dahin 4 kg abnehmen.',
      /Bis zum 12\. Oktober werde ich 4 kg abnehmen/u,
      /Am 12\. Oktober werde ich 4 kg/u,
    ],
    [
      'fr',
      "Je veux courir le semi-marathon de Paris le 8 mars et perdre 4 kg d'ici là.",
      /D'ici le 8 mars, je vais perdre 4 kg/u,
      /^2\. Le 8 mars/mu,
    ],
    [
      'pt',
      'Quero correr a meia maratona do Rio em 8 de junho e perder 5 kg até lá.',
      /Até 8 de junho vou perder 5 kg/u,
      /Em 8 de junho vou perder/u,
    ],
    ['cs', 'Chci 12. dubna uběhnout Pražský půlmaraton a do té doby zhubnout 5 kg.', /Zhubnu 5 kg do 12\. dubna/u, /Zhubnu 5 kg 12\./u],
    [
      'pl',
      'Chcę 12 kwietnia przebiec półmaraton w Warszawie i do tego czasu schudnąć 5 kg.',
      /Schudnę 5 kg do 12 kwietnia/u,
      /Schudnę 5 kg 12/u,
    ],
    ['ru', 'Хочу 20 апреля пробежать полумарафон и к этому времени сбросить 5 кг.', /сброшу 5 кг к 20 апреля/u, /5 кг 20 апреля/u],
  ])('%s: %s', (_lang, input, by, on) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(by);
    expect(out).not.toMatch(on);
    // The race keeps its own day.
    expect(out.split('\n').filter((l) => /\d/u.test(l)).length).toBeGreaterThanOrEqual(2);
  });
});

describe("the bare 'before' of the aim sharing that day goes with the date", () => {
  it.each([
    [
      'es',
      'Quiero correr la media maratón de Valencia el 26 de octubre y bajar 5 kg antes.',
      /Para el 26 de octubre voy a bajar 5 kg,/u,
      /5 kg antes/u,
    ],
    ['it', 'Voglio trovare lavoro ad agosto e risparmiare 2.000 euro prima.', /Entro agosto risparmierò 2\.000 euro,/u, /euro prima/u],
    [
      'fr',
      "Mon objectif, c'est de finir ma thèse d'ici décembre 2027 et de publier deux articles avant.",
      /D'ici décembre 2027, je vais publier deux articles,/u,
      /articles avant/u,
    ],
  ])('%s: %s', (_lang, input, dated, residue) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(dated);
    expect(out).not.toMatch(residue);
  });
});

describe('a sentence holding the goal itself is never pasted as its plan', () => {
  it.each([
    [
      'es',
      'Mi objetivo es correr un maratón en abril en menos de 4 horas; ahora corro 15 km a la semana.',
      /Voy a correr un maratón en abril en menos de 4 horas, entrenando/u,
    ],
    [
      'it',
      'Il mio obiettivo è correre una maratona ad aprile in meno di 4 ore; ora corro 15 km a settimana.',
      /Correrò una maratona ad aprile in meno di 4 ore, allenandomi/u,
    ],
    [
      'de',
      'Mein Ziel ist es, im April einen Marathon unter 4 Stunden zu laufen; jetzt laufe ich 15 km pro Woche.',
      /im April einen Marathon unter 4 Stunden laufen; dafür trainiere/u,
    ],
  ])('%s: %s', (_lang, input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/plan: |piano: |Plan: |prossimi sei mesi/u);
  });
});

describe("a month the story tells with a past verb is never the situation's deadline", () => {
  it.each([
    [
      'ru',
      'В марте мне поставили диабет второго типа, сахар натощак был 8,4. Мне 52, вешу 104 кг.',
      /в марте/iu,
      /в течение двух месяцев/u,
    ],
    ['cs', 'V březnu mi diagnostikovali cukrovku 2. typu, cukr nalačno jsem měl 8,4. Vážím 104 kg.', /v březnu/iu, /během dvou měsíců/u],
    ['es', 'En marzo me diagnosticaron diabetes tipo 2, la glucosa en ayunas era de 150. Peso 104 kg.', /marzo/iu, /próximos dos meses/u],
  ])('%s: %s', (_lang, input, month, frame) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(month);
    expect(out).toMatch(frame);
  });

  it('a date the story has ahead stays the deadline', () => {
    expect(draftGoals('Abgabe meiner Bachelorarbeit ist im März, ich habe erst 10 von 40 Seiten.', NOW)).toMatch(/Im März werde ich/u);
  });
});

describe('a visit "once a month" or "every two weeks" in the story is a rate, never the deadline', () => {
  it.each([
    [
      'cs',
      'Mamince diagnostikovali loni v listopadu Alzheimera a od léta u ní bydlím. Brácha bydlí v Brně a přijede jednou za měsíc, penízema moc nepřispívá. Jsem pořád unavená.',
      /oddech během dvou měsíců/u,
      /oddech za měsíc/u,
    ],
    [
      'de',
      'Bei meinem Vater wurde letztes Jahr Demenz festgestellt und seit dem Sommer pflege ich ihn. Meine Schwester kommt einmal in zwei Wochen vorbei. Ich arbeite Vollzeit und bin ständig erschöpft.',
      /In den nächsten zwei Monaten werde ich die Pflege/u,
      /Innerhalb von zwei Wochen werde ich die Pflege/u,
    ],
    [
      'es',
      'Mi madre tiene alzhéimer y desde el verano la cuido yo. Mi hermano viene una vez en dos semanas. Trabajo a jornada completa y estoy agotada.',
      /en los próximos dos meses/u,
      /en dos semanas voy/iu,
    ],
  ])('%s', (_lang, input, frame, rate) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(frame);
    expect(out).not.toMatch(rate);
  });
});

describe('"I have" after a comma is the story, not part of the goal', () => {
  it.each([
    [
      'uk',
      'Хочу до кінця травня дописати дипломну роботу, у мене готово 30 сторінок із 60.',
      /Я допишу дипломну роботу до кінця травня — /u,
      /у мене/u,
    ],
    ['ru', 'Хочу до конца мая дописать диплом, у меня готово 30 страниц из 60.', /Я допишу диплом до конца мая — /u, /у меня/u],
    ['sk', 'Chcem do konca mája dopísať diplomovku, mám hotových 30 strán zo 60.', /Dopíšem diplomovku do konca mája – /u, /mám hotových/u],
  ])('%s: %s', (_lang, input, goal, story) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(story);
  });
});

describe('a first-person story verb after a comma leaves the goal, and its date is kept', () => {
  it.each([
    [
      'uk',
      'Хочу до кінця року накопичити 20 000 гривень на ноутбук, відкладаю по 2 000 з кожної зарплати.',
      /Я накопичу 20 000 гривень на ноутбук до кінця року — /u,
      /відкладаю/u,
    ],
    [
      'ru',
      'Хочу до конца года накопить 30 000 рублей на ноутбук, откладываю по 3 000 с каждой зарплаты.',
      /Я накоплю 30 000 рублей на ноутбук до конца года — /u,
      /откладываю/u,
    ],
    [
      'pl',
      'Chcę do końca lutego przeczytać 10 książek po angielsku, w tym roku przeczytałam tylko 3.',
      /Przeczytam 10 książek po angielsku do końca lutego – /u,
      /przeczytałam/u,
    ],
  ])('%s: %s', (_lang, input, goal, story) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(story);
  });
});

describe('a count written with thousands ("40.000 parole su 90.000") is never paced as its last digits', () => {
  it.each([
    ['it', 'Voglio finire di scrivere il mio primo romanzo entro dicembre 2027: ho 40.000 parole su 90.000 e scrivo solo nel weekend.'],
    ['de', 'Ich will meinen Roman bis Dezember 2027 fertig schreiben, ich habe 40.000 von 90.000 Wörtern.'],
    ['en', 'I want to finish my novel by December 2027, I have 40,000 of 90,000 words.'],
  ])('%s: %s', (_lang, input) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(/(?<![\d.,])(?:2|3|1) (?:parole|Wörter|words)/u);
    expect(out).toMatch(/2027/u);
  });
});

describe('"still" after a duty cue is no word of the goal ("devo ancora ripassare")', () => {
  it.each([
    [
      'it',
      "Voglio superare l'esame di Stato a giugno; devo ancora ripassare diritto tributario.",
      /Ripasserò diritto tributario/u,
      /ancora/u,
    ],
    ['fr', "Je dois encore réviser le droit fiscal avant l'examen de juin.", /Je vais réviser le droit fiscal/u, /encore/u],
    ['de', 'Ich muss noch Steuerrecht wiederholen, die Prüfung ist im Juni.', /werde ich Steuerrecht wiederholen/u, /\bnoch\b/u],
    ['cs', 'Musím ještě zopakovat daňové právo, zkouška je v červnu.', /zopakovat daňové právo/u, /ještě/u],
  ])('%s: %s', (_lang, input, goal, still) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(still);
  });
});
