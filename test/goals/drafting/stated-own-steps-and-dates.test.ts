/**
 * Issue 33, blind reading 16's stated goals: the steps a mentee lists after a colon are their goal's
 * plan; a move to an international company or a job named with its field ("prácu ako učiteľka
 * angličtiny", "Werkstudentenjob im Bereich Data Analytics") is a job search, measured by
 * applications; a wedding "v auguste" dates the aim beside it "do augusta"; the sentence's amount
 * belongs to its own money goal, not to the one beside it; a daily figure of any goal is a habit.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));
const generate = async (input: string): Promise<string> => (await createOfflineGenerator(() => NOV_26).generate(input)).output;

describe('steps listed after a colon are the goal’s own plan, with a monthly check', () => {
  it.each([
    [
      'Хочу за полгода перейти из продаж в аналитику данных: закончить курс по SQL и Python и найти первую работу джуниором.',
      /своему плану: закончить курс по SQL и Python и найти первую работу джуниором\. В конце каждого месяца/u,
    ],
    [
      'Chcę w ciągu roku przejść z obsługi klienta do testowania oprogramowania: skończyć kurs ISTQB i wysłać co najmniej 40 aplikacji.',
      /swojego planu: skończyć kurs ISTQB i wysłać co najmniej 40 aplikacji\. Na koniec każdego miesiąca/u,
    ],
    [
      'I want to move from teaching into UX design within a year: finish the Google UX certificate and build a portfolio of three case studies.',
      /my own plan: finish the Google UX certificate and build a portfolio of three case studies\. At the end of each month/u,
    ],
    [
      "Je veux passer de commercial à développeur web d'ici un an : terminer la formation OpenClassrooms et faire un stage.",
      /mon propre plan : terminer la formation OpenClassrooms et faire un stage\. À la fin de chaque mois/u,
    ],
  ])('%s', async (input, plan) => {
    const out = await generate(input);
    expect(out).toMatch(plan);
    expect(out).not.toMatch(/steps it takes|heures par semaine|откликов|spiszę wszystkie/u);
  });

  it('keeps goals read after a colon as goals of their own', async () => {
    const out = await generate('Mám dva cíle: naučit se německy a najít si novou práci do června.');
    expect(out).toMatch(/^Moje SMART cíle:\n1\. .*němčin|^Moje SMART cíle:\n1\. .*německy/mu);
    expect(out).not.toMatch(/podle svého plánu/u);
  });
});

describe('a story told after a colon is no plan', () => {
  it.each([
    ['Non voglio più rimandare la tesi: devo consegnarla entro aprile e ho scritto solo 20 pagine su 80.', /pagine ogni settimana/u],
    ['Ich will meine Bachelorarbeit bis März abgeben: ich habe erst 10 von 60 Seiten geschrieben.', /Seiten/u],
    ['Chcę do czerwca skończyć pracę magisterską: mam napisane dopiero 20 stron z 80.', /stron/u],
  ])('%s', async (input, paced) => {
    const out = await generate(input);
    expect(out).toMatch(paced);
    expect(out).not.toMatch(/mio piano|eigenen Plan|swojego planu/u);
  });
});

describe('a job named with its field or a move to an international company is a job search', () => {
  it.each([
    [
      'Chcem do septembra zložiť štátnice a nájsť si prácu ako učiteľka angličtiny v Bratislave.',
      /pošlem aspoň päť žiadostí/u,
      /lekcie týždenne/u,
    ],
    [
      'Ich will bis Ende März meine Bachelorarbeit abgeben und nebenbei einen Werkstudentenjob im Bereich Data Analytics finden.',
      /Bewerbungen/u,
      /lerne ich mindestens/u,
    ],
    ['Хочу за год подтянуть английский до уровня B2 и перейти в международную компанию.', /откликов/u, /новой сфере|пробный день/u],
    ['Хочу до літа перейти в ІТ-компанію на посаду тестувальника.', /заявок/u, /нової сфери|пробний день/u],
    ['Voglio trovare lavoro come insegnante di inglese a Milano entro giugno.', /candidature/u, /lezioni a settimana/u],
  ])('%s', async (input, job, not) => {
    const out = await generate(input);
    expect(out).toMatch(job);
    expect(out).not.toMatch(not);
  });
});

describe('a month told for an event beside the aim is the aim’s deadline, "by" it', () => {
  it.each([
    [
      'Chcem schudnúť 10 kíl do našej svadby v auguste a prestať fajčiť. Fajčím asi 15 cigariet denne.',
      /Prestanem fajčiť do augusta/u,
      /fajčiť v auguste/u,
    ],
    ['Chci zhubnout 8 kil na svatbu v srpnu a přestat kouřit.', /do srpna/u, /kouřit v srpnu/u],
    ['Chcę schudnąć 6 kg na wesele w czerwcu i rzucić palenie.', /do czerwca/u, /palenie w czerwcu/u],
  ])('%s', async (input, by, not) => {
    const out = await generate(input);
    expect(out).toMatch(by);
    expect(out).not.toMatch(not);
  });
});

describe('the sentence’s amount is its own goal’s, not the money goal beside it', () => {
  it.each([
    [
      'Quiero ahorrar 4.000 euros este año para la entrada de un coche y dejar de usar la tarjeta de crédito.',
      /1\.000 euros cada mes/u,
      /tarjeta de crédito[^\n]*1\.000/u,
    ],
    [
      'Хочу до кінця року відкласти 30 000 гривень на курси і почати інвестувати хоча б невелику суму щомісяця.',
      /6 000 гривень/u,
      /інвестувати[^\n]*6 000/u,
    ],
    ['Chci do konce roku našetřit 60 000 Kč jako rezervu a začít investovat.', /15 000 Kč/u, /investovat[^\n]*15 000/u],
  ])('%s', async (input, own, not) => {
    const out = await generate(input);
    expect(out).toMatch(own);
    expect(out).not.toMatch(not);
  });
});

describe('a daily figure of a second goal is a habit to keep, not sessions of another topic', () => {
  it.each([
    [
      'Ich möchte in diesem Jahr 20 Bücher lesen und jeden Tag 20 Minuten meditieren.',
      /2\. .*meditieren; dafür hake ich jeden geschafften Tag/u,
    ],
    ['Quiero leer 20 libros este año y meditar 15 minutos cada día.', /2\. .*marcando en un calendario cada día/u],
    ["Voglio leggere 20 libri quest'anno e meditare 15 minuti ogni giorno.", /2\. .*segnando sul calendario ogni giorno/u],
  ])('%s', async (input, habit) => {
    const out = await generate(input);
    expect(out).toMatch(habit);
    expect(out).not.toMatch(/30 Minuten|30 minutos|30 minuti/u);
  });
});

describe('a move told as the purpose of an exam is its reason, not its topic', () => {
  it.each([
    ['Quiero aprobar el B2 de alemán en junio para mudarme a Múnich en septiembre.', /clases por semana/u],
    ['Хочу сдать экзамен B2 по немецкому в июне, чтобы переехать в Мюнхен.', /занятия|заниматься/u],
    ['Voglio superare il B2 di tedesco a giugno per trasferirmi a Monaco.', /lezioni a settimana/u],
  ])('%s', async (input, lessons) => {
    const out = await generate(input);
    expect(out).toMatch(lessons);
    expect(out).not.toMatch(/candidaturas al mes|откликов|candidature al mese/u);
  });
});

describe('an income to reach is no sum for the goal beside it to put aside', () => {
  it.each([
    ['Хочу к лету выйти на доход 200 000 рублей в месяц на фрилансе и переехать в свою квартиру.', /откладывать 200 000/u],
    ['I want to earn 4,000 euros a month as a freelancer by summer and move into my own flat.', /setting aside 4,000/u],
    ['Chci do léta vydělávat 60 000 Kč měsíčně a přestěhovat se do vlastního bytu.', /odložím 60 000/u],
  ])('%s', async (input, pasted) => {
    expect(await generate(input)).not.toMatch(pasted);
  });
});

describe('"w tym roku akademickim" is one deadline, not "this year" and a stray word', () => {
  it('keeps the academic year whole', async () => {
    const out = await generate('Chcę w tym roku akademickim zdać egzamin na tłumacza przysięgłego i zdobyć pięciu stałych klientów.');
    expect(out).toMatch(/Zdam egzamin na tłumacza przysięgłego w tym roku akademickim/u);
    expect(out).not.toMatch(/Zdam akademickim/u);
  });
});

describe('a second aim opened by how often it is done is a goal of its own, its verb first', () => {
  it.each([
    [
      'Хочу за год накопить 300 000 рублей на первый взнос и каждый день проходить 8 000 шагов.',
      /2\. .*проходить каждый день 8 000 шагов/u,
    ],
    ['Quiero ahorrar 2.000 euros este año y cada día caminar 30 minutos.', /2\. .*voy a caminar cada día 30 minutos/u],
    ['Voglio risparmiare 3.000 euro entro giugno e ogni giorno leggere mezz’ora.', /2\. .*leggerò ogni giorno/u],
    ['Chci do léta zhubnout 5 kg a každý den ujít 10 000 kroků.', /2\. .*ujít každý den 10 000 kroků/u],
  ])('%s', async (input, second) => {
    const out = await generate(input);
    expect(out).toMatch(second);
    expect(out).not.toMatch(/a cada día|è ogni giorno/u);
  });
});
