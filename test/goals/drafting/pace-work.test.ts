/**
 * Issue 33, blind reading 3: "my supervisor wants the thesis by 15 February, I have 20 of 80 pages" is
 * 60 pages to that date — so many a week (or a month, where a week's share is too small to say), in the
 * mentee's own unit and with the deadline kept, never "5 pages a week in the next four months".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26));

describe('the work left is paced to the deadline', () => {
  it.each([
    // 45 pages in 125 days (17.9 weeks): 3 a week.
    [
      'Meine Masterarbeit muss bis zum 31. März abgegeben werden, 25 von 70 Seiten sind geschrieben.',
      /^Bis zum 31\. März .*mindestens 3 Seiten/u,
    ],
    // 45 pages in 155 days: 3 a week is no Czech genitive plural, so 9 a month.
    ['Diplomku musím odevzdat do 30. dubna, mám napsaných 15 z 60 stran.', /do 30\. dubna – každý měsíc zvládnu aspoň 9 stran/u],
    ['Я маю здати дипломну до кінця травня, написала 25 сторінок із 60.', /до кінця травня — щомісяця робитиму щонайменше 6 сторінок/u],
    ['Tenho de entregar a tese até ao fim de maio e só tenho 40 de 120 páginas.', /^Até ao fim de maio .*pelo menos 4 páginas/u],
    // "12 von 30 Kapiteln": the dative after "von" becomes "2 Kapitel".
    ['Ich lerne für die Prüfung im Februar, 12 von 30 Kapiteln sind durch.', /mindestens 2 Kapitel und/u],
    // What is left, not what is done: "me quedan 8 de 12".
    ['Tengo que terminar el curso online antes de marzo, me quedan 8 de 12 lecciones.', /al menos 3 lecciones cada mes/u],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOV_26)).toMatch(expected);
  });

  it('a deadline only the text names becomes the goal’s, so figure and date agree', () => {
    expect(draftGoals('Sto scrivendo un romanzo, ho finito 4 capitoli su 20 e vorrei finirlo entro settembre.', NOV_26)).toMatch(
      /^Entro settembre .*almeno 2 capitoli ogni mese/u,
    );
  });

  it('too little a month for a plural keeps the topic’s measure rather than "1 modules"', () => {
    const output = draftGoals('Quiero terminar el curso de inglés B2 antes de junio, me quedan 3 de 10 módulos.', NOV_26);
    expect(output).not.toMatch(/\b1 módulos|avanzando al menos [01] /u);
  });
});
