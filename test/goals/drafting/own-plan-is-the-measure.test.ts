/**
 * Issue 33, blind reading 13: a goal whose plan the mentee wrote is measured by that plan, never by
 * stock steps. A statement that opens with their plan word and a dash, a colon or a copula ("План —
 * …", "Mi plan es …"), or hours of study beside the goal ("quero estudar 3 horas por dia útil"), is
 * the goal's measure (plan.json): their steps in order, their figures and dates, and no goal of its own.
 */
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../src/goals/drafting/language.js';
import { timeFrameIn } from '../../../src/goals/drafting/specifics.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

const goalLines = (output: string): string[] => {
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  return lines.length > 1 ? lines.slice(1).map((l) => l.replace(/^\d+\. /u, '')) : lines;
};

/** The stock steps of a goal with no plan, and the stock hours of an exam, in the languages below. */
const STOCK =
  /every step it takes|все нужные шаги|wszystkie potrzebne kroki|alle nötigen Schritte|todos los pasos necesarios|todos os passos necessários|tutti i passi necessari|toutes les étapes|všechny potřebné kroky|five hours a week|cinco horas por semana|cinq heures par semaine|pět hodin týdně|cinque ore a settimana|пять часов в неделю|fünf Stunden pro Woche/iu;

describe('a plan the mentee wrote is the measure of their goal', () => {
  it.each([
    [
      'en',
      'I want to become a data engineer. My plan: complete the AWS course by February, ship 2 pipelines on GitHub by May and start applying in June.',
      ['AWS course by February', '2 pipelines', 'June'],
    ],
    [
      'ru',
      'Хочу стать тестировщиком. План — до марта пройти курс по автотестам, сделать 2 проекта на GitHub и к лету устроиться на работу.',
      ['до марта пройти курс', '2 проекта', 'к лету'],
    ],
    [
      'pl',
      'Chcę otworzyć własny salon fryzjerski. Mój plan: do marca zrobić kurs zarządzania, do czerwca odłożyć 30 tysięcy i we wrześniu otworzyć salon.',
      ['do marca zrobić kurs', '30 tysięcy', 'we wrześniu'],
    ],
    [
      'de',
      'Ich möchte Erzieherin werden. Mein Plan ist: bis Februar einen Platz an der Fachschule finden, im August anfangen und nebenbei 10 Stunden pro Woche in einer Kita arbeiten.',
      ['bis Februar', '10 Stunden', 'im August'],
    ],
    [
      'es',
      'Quiero montar una tienda online de cerámica. Mi plan es: antes de marzo hacer 40 piezas, en abril abrir la tienda en Etsy y en verano vender 20 al mes.',
      ['40 piezas', 'en abril abrir la tienda', '20 al mes'],
    ],
  ] as const)('%s: their steps, figures and dates, no stock steps and no second goal', (lang, input, told) => {
    const lines = goalLines(draftGoals(input, NOW));
    expect(lines).toHaveLength(1);
    expect(detectLanguage(lines[0]!)).toBe(lang);
    for (const words of told) expect(lines[0]).toContain(words);
    expect(lines[0]).not.toMatch(STOCK);
  });

  it.each([
    [
      'pt',
      'Quero passar no exame da Ordem dos Contabilistas em julho. Quero estudar pelo menos 2 horas por dia e 5 ao sábado.',
      '2 horas por dia',
    ],
    [
      'fr',
      'Je veux réussir le concours de professeur des écoles en avril. Je veux étudier 3 heures chaque soir après le travail.',
      '3 heures chaque soir',
    ],
    ['cs', 'Chci udělat přijímačky na medicínu v červnu. Chci se učit aspoň 4 hodiny denně a o víkendu 6.', '4 hodiny denně'],
    ['it', 'Voglio superare il concorso per la scuola a maggio. Voglio studiare almeno 2 ore al giorno prima di cena.', '2 ore al giorno'],
    ['en', 'I want to pass the bar exam in July. I want to study at least 4 hours every weekday.', '4 hours every weekday'],
  ] as const)('%s: hours of study are the exam goal’s measure, not a goal with stock steps', (lang, input, hours) => {
    const lines = goalLines(draftGoals(input, NOW));
    expect(lines).toHaveLength(1);
    expect(detectLanguage(lines[0]!)).toBe(lang);
    expect(lines[0]).toContain(hours);
    expect(lines[0]).not.toMatch(STOCK);
    expect(timeFrameIn(lines[0]!, lang)).not.toBeNull();
  });

  it.each([
    // No plan is told: nothing of a plan's frame, and the goals stay as they were.
    ['en', 'I have no plan — I just drift from one job to the next. I want to find a stable job.', 2],
    ['en', 'I want to learn Spanish. I plan to read 12 books.', 2],
    // Hours with the children are no means to the job.
    ['en', 'I want to find a new job. I want to spend 2 hours a day with my kids.', 2],
    ['es', 'Quiero encontrar un trabajo nuevo. Quiero pasar 2 horas al día con mis hijos.', 2],
  ] as const)('%s: no plan where none is told: %s', (_lang, input, goals) => {
    const output = draftGoals(input, NOW);
    expect(goalLines(output)).toHaveLength(goals);
    expect(output).not.toMatch(/own plan|mi propio plan/u);
  });
});

describe('an Italian month before a verb', () => {
  it.each([
    ['entro gennaio finire un corso', 'entro gennaio'],
    ['entro marzo trovare casa', 'entro marzo'],
    ["entro l'estate prossima aprire il negozio", "entro l'estate prossima"],
    // "entro il 2028" is the mentee's deadline: no "entro i prossimi quattro mesi" of ours beside it.
    ['Aprirò un agriturismo in Toscana entro il 2028', 'entro il 2028'],
  ])('"%s" is dated "%s", the verb left to its goal', (text, frame) => {
    expect(timeFrameIn(text, 'it')).toBe(frame);
  });
});

describe('a plan told as a list under its word', () => {
  it.each([
    [
      'cs',
      'Chci se stát účetní.\nPlán:\n1. do února dokončit rekvalifikaci\n2. do dubna složit 2 zkoušky\n3. v květnu začít hledat místo',
      ['do února dokončit rekvalifikaci', '2 zkoušky', 'v květnu'],
    ],
    [
      'en',
      'I want to open a small bakery.\nMy plan:\n- save 8,000 euros by June\n- take a 3-month pastry course in the autumn\n- open in March',
      ['8,000 euros by June', '3-month pastry course', 'open in March'],
    ],
    [
      'de',
      'Ich will Physiotherapeutin werden.\nPlan:\n1. bis März die Bewerbung an 3 Schulen schicken\n2. im Oktober die Ausbildung beginnen',
      ['3 Schulen', 'im Oktober die Ausbildung beginnen'],
    ],
  ] as const)('%s: its items in order are the measure, no goal each', (lang, input, told) => {
    const lines = goalLines(draftGoals(input, NOW));
    expect(lines).toHaveLength(1);
    expect(detectLanguage(lines[0]!)).toBe(lang);
    for (const words of told) expect(lines[0]).toContain(words);
    expect(lines[0]).not.toMatch(STOCK);
  });
});

describe('a race plan of the mentee is not paced again', () => {
  it.each([
    [
      'uk',
      'Хочу пробігти перший марафон у квітні. Мій план — бігати 4 рази на тиждень і щонеділі довгу пробіжку.',
      '4 рази на тиждень',
      /тричі на тиждень/u,
    ],
    [
      'es',
      'Quiero correr la media maratón de Valencia en marzo. Mi plan es: correr 4 días a la semana y un rodaje largo cada domingo.',
      '4 días a la semana',
      /tres veces por semana/u,
    ],
    [
      'en',
      'I want to run the Berlin half marathon in April. My plan: run 4 times a week and a long run every Sunday.',
      '4 times a week',
      /three times a week/u,
    ],
  ] as const)('%s: their sessions a week, not ours', (_lang, input, theirs, ours) => {
    const output = draftGoals(input, NOW);
    expect(output).toContain(theirs);
    expect(output).not.toMatch(ours);
  });
});

describe('what the mentee does not know is the first step', () => {
  it.each([
    [
      'it',
      'Vorrei aprire un piccolo rifugio per escursionisti in Trentino entro il 2028. Non so nulla di permessi e di normative.',
      'non so di permessi',
    ],
    [
      'cs',
      'Chci si do příštího léta otevřít malý penzion na Šumavě. Našetřeno mám 200 000 Kč, ale nevím nic o povoleních a nájmech.',
      'co zatím nevím o povoleních',
    ],
    [
      'en',
      'I want to open a dog grooming salon next year. I have no idea about licences for pet businesses, but I have 12,000 saved.',
      'about licences for pet businesses',
    ],
    [
      'de',
      'Ich will bis Ende 2027 ein kleines Café eröffnen, aber ich weiß nichts über Genehmigungen.',
      'was ich über Genehmigungen noch nicht weiß',
    ],
    ['ru', 'Хочу к лету открыть студию керамики. Понятия не имею об аренде помещений.', 'не знаю об аренде помещений'],
    // A business of its own keeps its measure of clients and costs (situation-corpus.json, "negócio de confeitaria").
  ] as const)('%s: finding it out opens the measure, in their words and case', (lang, input, step) => {
    const lines = goalLines(draftGoals(input, NOW));
    expect(lines).toHaveLength(1);
    expect(detectLanguage(lines[0]!)).toBe(lang);
    expect(lines[0]).toContain(step);
    expect(lines[0]).not.toMatch(
      /cinque ore a settimana|every step it takes|alle nötigen Schritte|все нужные шаги|všechny potřebné kroky/u,
    );
    expect(timeFrameIn(lines[0]!, lang)).not.toBeNull();
  });
});

describe('hours of study come with the steps told beside them', () => {
  it.each([
    [
      'de',
      'Mein Ziel ist die C1-Prüfung in Spanisch im Juni. Ich will jeden Tag 40 Minuten lernen und zweimal pro Woche mit einem Tandempartner sprechen.',
      ['40 Minuten', 'zweimal pro Woche'],
    ],
    [
      'es',
      'Quiero aprobar el examen MIR en enero de 2028. Quiero estudiar 6 horas al día y hacer un simulacro cada sábado.',
      ['6 horas al día', 'un simulacro cada sábado'],
    ],
    [
      'en',
      'I want to pass the CFA Level 1 exam in August. I want to study 2 hours every weekday and do one mock exam a month.',
      ['2 hours every weekday', 'one mock exam a month'],
    ],
  ] as const)('%s: one goal, its plan whole', (lang, input, told) => {
    const lines = goalLines(draftGoals(input, NOW));
    expect(lines).toHaveLength(1);
    expect(detectLanguage(lines[0]!)).toBe(lang);
    for (const words of told) expect(lines[0]).toContain(words);
    expect(lines[0]).not.toMatch(STOCK);
  });
});

describe('a plan word with a word of its own before the colon', () => {
  it.each([
    ['cs', 'Chci přejít z recepce do marketingu. Plán je takový: do března dodělat kurz copywritingu a do června najít stáž.', 'takový'],
    ['ru', 'Хочу перейти из продаж в HR. План такой: до марта пройти курс рекрутинга и к лету найти стажировку.', 'такой'],
    [
      'es',
      'Quiero pasar de camarero a cocinero. Mi plan es sencillo: hacer un curso de cocina hasta abril y buscar trabajo en mayo.',
      'sencillo',
    ],
  ] as const)('%s: the plan follows the colon, "%s" is not pasted into it', (lang, input, word) => {
    const lines = goalLines(draftGoals(input, NOW));
    expect(lines).toHaveLength(1);
    expect(detectLanguage(lines[0]!)).toBe(lang);
    expect(lines[0]).not.toContain(`${word}:`);
    expect(lines[0]).not.toMatch(STOCK);
  });
});

describe('hours told by a word', () => {
  it.each([
    ['it', "Voglio superare l'esame di guida a febbraio. Voglio esercitarmi un'ora al giorno con mio padre.", "un'ora al giorno"],
    ['cs', 'Chci v červnu udělat přijímačky na gymnázium. Chci se učit hodinu denně.', 'hodinu denně'],
    ['en', 'I want to pass the TOEFL in April. I want to study an hour a day.', 'an hour a day'],
    ['ru', 'Хочу сдать ОГЭ по математике в мае. Буду заниматься час в день.', 'час в день'],
    ['es', 'Quiero aprobar el examen de inglés en junio. Quiero estudiar dos horas al día.', 'dos horas al día'],
  ] as const)('%s: "%s" is the exam goal’s plan, no goal with stock steps', (lang, input, hours) => {
    const lines = goalLines(draftGoals(input, NOW));
    expect(lines).toHaveLength(1);
    expect(detectLanguage(lines[0]!)).toBe(lang);
    expect(lines[0]).toContain(hours);
    expect(lines[0]).not.toMatch(STOCK);
  });
});

describe('the dates and words of a plan are its steps, not other goals', () => {
  it.each([
    [
      'it',
      'Voglio cambiare lavoro e imparare il tedesco. Il mio piano: entro febbraio finire un corso di contabilità e a maggio candidarmi in 10 aziende.',
      /Entro febbraio imparerò|tedesco entro febbraio/u,
      /contabilità entro i prossimi/u,
    ],
    [
      'en',
      'I want to change careers and learn Spanish. My plan: by February finish a bookkeeping course and apply to 10 firms in May.',
      /Spanish by February/u,
      /basics of accounting/u,
    ],
    [
      'es',
      'Quiero cambiar de trabajo y aprender alemán. Mi plan: antes de febrero terminar un curso de contabilidad y en mayo enviar 10 candidaturas.',
      /Antes de febrero voy a aprender/u,
      /bases de la contabilidad/u,
    ],
  ] as const)(
    '%s: the language goal keeps a date of its own, and the course is no goal of its own',
    (_lang, input, sharedDate, courseGoal) => {
      const lines = goalLines(draftGoals(input, NOW));
      expect(lines).toHaveLength(2);
      expect(lines.join('\n')).not.toMatch(sharedDate);
      expect(lines.join('\n')).not.toMatch(courseGoal);
    },
  );
});

describe('lessons a week are a budget too', () => {
  it.each([
    ['pt', 'Quero passar no exame de código em março. Quero ter 3 aulas por semana.', '3 aulas por semana'],
    ['es', 'Quiero aprobar el examen de conducir en abril. Quiero tomar 2 clases por semana.', '2 clases por semana'],
    ['en', 'I want to pass my piano grade 5 exam in June. I want to take 2 lessons a week.', '2 lessons a week'],
    ['cs', 'Chci v květnu udělat řidičák. Chci mít 2 lekce týdně.', '2 lekce týdně'],
  ] as const)('%s: "%s" is the goal’s plan, no goal with stock steps', (lang, input, lessons) => {
    const lines = goalLines(draftGoals(input, NOW));
    expect(lines).toHaveLength(1);
    expect(detectLanguage(lines[0]!)).toBe(lang);
    expect(lines[0]).toContain(lessons);
    expect(lines[0]).not.toMatch(STOCK);
  });

  it('classes of a hobby beside a job search stay a goal of their own', () => {
    expect(goalLines(draftGoals('I want to find a new job. I want to take 2 dance classes a week.', NOW))).toHaveLength(2);
  });
});

describe('hours in a sentence nothing was read from', () => {
  it.each([
    ['uk', 'Хочу скласти НМТ з математики на 180 балів у травні. Займатимуся 2 години щодня після школи.', 'займатимуся 2 години щодня'],
    ['fr', 'Je veux réussir le TOEIC en mars. Je travaillerai 1 heure par jour.', 'je travaillerai 1 heure par jour'],
    ['es', 'Quiero aprobar el examen de acceso a la universidad en mayo. Estudiaré 3 horas cada tarde.', 'estudiaré 3 horas cada tarde'],
  ] as const)('%s: "%s" is the goal’s plan, in lower case after the colon', (lang, input, hours) => {
    const lines = goalLines(draftGoals(input, NOW));
    expect(lines).toHaveLength(1);
    expect(detectLanguage(lines[0]!)).toBe(lang);
    expect(lines[0]).toContain(hours);
    expect(lines[0]).not.toMatch(STOCK);
  });
});
