/**
 * Issue 33 (round 61's probes): artists, freelancers and children of migrants. An artist's residency or a working
 * stipend applied for ("apply for three artist residencies", "Antrag auf ein Arbeitsstipendium", "podat žádost o
 * tvůrčí stipendium") was job applications and mock interviews or the weekly-steps filler; a book, an album or a
 * screenplay to finish was "finishing at least one book a month" (books read) or a career change's trial day; an
 * exhibition to prepare was a day's three tasks; an Instagram account to post on was the filler; a freelancer's rate
 * raised by its figures ("Stundensätze von 45 auf 60 Euro") was 15 euros saved a week or a talk with a manager;
 * "Chcę podnieść stawki" was "Zdobędę podnieść stawki"; citizenship told ("la nacionalidad española", "la
 * cittadinanza", "trvalý pobyt", parents' "demande de naturalisation") had no steps or no goal. aims.json now
 * measures each by its own kind (a call found, a project and samples, a reader, sent a week early; the work cut
 * into parts and shown to a reader; works, venue, date and invitations; a posting rhythm; the rates' steps, not
 * where a boss is named; a portfolio site to publish, though 'publicada' reads as speaking), verbs.json knows "podnieść", and the permit situation names citizenship with the
 * application's conditions, a test, papers and follow-up. Books read ('without') keep the reading measure; an
 * exhibition visited is none.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("an artist's grant, work, exhibition, rate and citizenship have their own steps", () => {
  it.each([
    [
      'I want to apply for at least three artist residencies before 31 March 2027.',
      'I will apply for at least three artist residencies before 31 March 2027, finding this week the calls that fit',
      /interview/u,
    ],
    [
      'Ich möchte bis zum 15. Februar 2027 meinen Antrag auf ein Arbeitsstipendium bei der Kulturstiftung einreichen.',
      'Ich werde bis zum 15. Februar 2027 meinen Antrag auf ein Arbeitsstipendium bei der Kulturstiftung einreichen; dafür suche ich diese Woche die passenden Ausschreibungen',
      /nötigen Schritte/u,
    ],
    [
      'Chci do konce dubna 2027 podat žádost o tvůrčí stipendium na Ministerstvu kultury.',
      'tento týden si najdu vhodné výzvy a jejich uzávěrky',
      /potřebné kroky/u,
    ],
    [
      'Soy ilustrador autónomo. Quiero terminar mi libro ilustrado para presentarlo a una editorial.',
      'Voy a terminar mi libro ilustrado para presentarlo a una editorial en los próximos doce meses, dividiendo la obra en partes',
      /un libro al mes/u,
    ],
    [
      "My parents moved here from Nigeria. I'd like to finish the screenplay by summer.",
      'I will finish the screenplay by summer, cutting the work into parts',
      /trial day/u,
    ],
    [
      'Je suis graphiste indépendante. Je dois aussi préparer une exposition de mes dessins au printemps.',
      'Je vais préparer une exposition de mes dessins au printemps, en choisissant d',
      /trois tâches/u,
    ],
    [
      "I'm a musician. I need to post more on Instagram.",
      'I will post more on Instagram within the next three months, publishing at least one new video or post every week',
      /every step it takes/u,
    ],
    [
      'Quiero tener mi web con portfolio publicada antes del 15 de enero de 2027.',
      'Voy a tener mi web con portfolio publicada antes del 15 de enero de 2027, terminando una pieza nueva cada dos semanas',
      /tomando la palabra/u,
    ],
    [
      'Ich möchte meine Stundensätze bis Januar 2027 von 45 auf 60 Euro erhöhen.',
      'Ich werde meine Stundensätze bis Januar 2027 von 45 auf 60 Euro erhöhen; dafür rechne ich innerhalb von zwei Wochen aus, welcher Satz meine Kosten deckt',
      /zurück/u,
    ],
    [
      'Voglio aumentare la mia tariffa oraria da 30 a 40 euro entro aprile 2027.',
      'Aumenterò la mia tariffa oraria da 30 a 40 euro entro aprile 2027, calcolando entro due settimane quale tariffa copre i miei costi',
      /mettendo da parte/u,
    ],
    ['Chcę podnieść stawki i zrobić nowe portfolio.', 'Podniosę stawki', /Zdobędę podnieść/u],
    [
      'Quiero conseguir la nacionalidad española antes de diciembre de 2027.',
      'Voy a conseguir la nacionalidad española antes de diciembre de 2027, anotando en una semana los documentos que pide la web oficial',
      /todos los pasos necesarios/u,
    ],
    [
      'Chcem do 30. júna 2027 získať trvalý pobyt na Slovensku.',
      'Získam trvalý pobyt na Slovensku do 30. júna 2027 – do týždňa si spíšem dokumenty',
      /potrebné kroky/u,
    ],
    [
      "Mes parents sont arrivés d'Algérie il y a trente ans. Je dois les aider pour leur demande de naturalisation et traduire tous leurs courriers.",
      'Je vais préparer et déposer le dossier de naturalisation, en vérifiant',
      /ma naturalisation/u,
    ],
  ])('%s', (text, goal, gone) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(goal);
    expect(goals).not.toMatch(gone);
  });

  it.each([
    ['I want to read 12 books next year.', /cutting the work into parts/u],
    ['I want to visit an exhibition every month.', /sending the invitations/u],
    ['I want to spend less time on Instagram.', /publishing at least one new video/u],
    ['I want to get a raise from my boss from 2,800 to 3,200 a month.', /what rate covers my costs/u],
  ])('%s keeps its own measure', (text, gone) => {
    expect(draftGoals(text, NOV_25)).not.toMatch(gone);
  });
});
