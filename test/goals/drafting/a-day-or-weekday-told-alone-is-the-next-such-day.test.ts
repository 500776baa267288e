/**
 * Issue 33 (blind readings 62's 7, 63's 11 and 64's 17): a reply due "até ao dia 15", "do 20." or "до 15 числа" was
 * answered with "nos próximos dois meses", or kept beside a stock span ("odpovědět do 20 během dvou měsíců"), and a
 * decision due "by Friday" or "do piątku" got six weeks or twelve months: a day of the month told alone is no date
 * the readers of a deadline know. It is the next such day after today, and a weekday the next such weekday,
 * written out with its month as the language writes a date (calendar.json toldDays), so the person's own deadline
 * dates the goal, in the decision's sentence as a date inside it is written ('Я решу до 27 ноября', not 'решу До');
 * a date already whole, an hour ("Pracuję do 18.") and a routine ("by Wednesday every week") stay.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a day or a weekday told alone is the next such day', () => {
  it.each([
    [
      'Recebi uma proposta de trabalho em Lisboa e tenho de dar resposta até ao dia 15. Não sei o que fazer.',
      'Até 15 de dezembro vou decidir sobre a proposta de emprego',
      /nos próximos dois meses/u,
    ],
    [
      "I got a job offer in another city and I have to give them an answer by the 15th. I can't decide whether to take it.",
      "I will decide on the job offer after comparing both jobs' figures by 15 December,",
      /over the next two months|within the next two months/u,
    ],
    ['Dostal jsem nabídku práce v Brně a musím odpovědět do 20. Nevím, jestli se stěhovat.', 'do 20. prosince –', /během dvou měsíců/u],
    ['Мне предложили работу в Москве, и я должен ответить до 15 числа. Не могу решить.', 'до 15 декабря —', /в течение двух месяцев/u],
    [
      "My landlord wants to know by Friday whether I renew the lease or move out. I really don't know what to do.",
      'I will decide by 27 November whether I renew the lease or move out,',
      /within six weeks/u,
    ],
    ['До пятницы мне нужно решить, соглашаться ли на повышение.', 'Я решу до 27 ноября, соглашаться ли', /решу До|шести недель/u],
    ['Muszę do piątku zdecydować, czy przyjmuję awans. Boję się, że nie dam rady.', 'do 27 listopada –', /dwunastu miesięcy/u],
    [
      'Tenho de decidir até sexta-feira se aceito a vaga em Coimbra ou fico no Porto.',
      'Vou decidir até 27 de novembro se aceito a vaga em Coimbra ou fico no Porto,',
      /nas próximas seis semanas/u,
    ],
  ])('%s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });

  it.each([
    ['Chci do 15. března poslat 20 žádostí o práci.', 'do 15. března'],
    ['Ostatnio nakrzyczałam na mamę przez telefon i potem płakałam. Pracuję do 18.', 'w ciągu trzech miesięcy'],
    ['I sit at my desk all day and my back hurts by Wednesday every week.', 'over the next three months'],
  ])('%s keeps its own time', (text, kept) => {
    expect(draftGoals(text, NOV_25)).toContain(kept);
  });

  // Blind reading 65's 15: "entro il 1° marzo" became "entro il 1 dicembre° marzo". The first of a month written as an
  // ordinal is a whole date; it is written as its number, the form the date readers know, and no stock span joins it.
  it.each([
    ['Voglio smettere di fumare entro il 1° marzo.', 'Smetterò di fumare entro il 1 marzo,'],
    ['Quiero dejar de fumar para el 1º de marzo.', 'Voy a dejar de fumar para el 1 de marzo,'],
    ['Quero deixar de fumar até 1.º de março.', 'Vou deixar de fumar até 1 de março,'],
  ])('%s is the first of that month', (text, kept) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(/dicembre|diciembre|dezembro|tre mesi|tres meses|três meses/u);
  });
});
