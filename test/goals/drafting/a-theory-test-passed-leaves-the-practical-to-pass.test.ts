/**
 * Issue 33 (round 54's probes; blind reader 85 #24): "Chcę zdać prawo jazdy kategorii B do końca marca
 * 2027, teorię już zdałem w październiku" was measured by the licence's stock steps, which book the
 * theory exam the mentee has already passed. The theory passed, told in the aim's own sentence, is
 * the practical test's situation (situations.json, practical: `restates`), which beats the licence:
 * the aim keeps its words and date and takes the practical's steps (manoeuvres, the test routes, a
 * mock test), whatever its topic, as a situation that restates one of the aim's own does.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a theory test passed leaves the practical to pass', () => {
  it.each([
    [
      'Chcę zdać prawo jazdy kategorii B do końca marca 2027, teorię już zdałem w październiku.',
      'Zdam prawo jazdy kategorii B do końca marca 2027',
      'trasy egzaminacyjne',
      /egzamin teoretyczny|pytań testowych/u,
    ],
    [
      "I want to get my driving licence by April 2027, I've already passed my theory test.",
      'I will get my driving licence by April 2027',
      'driving the test routes with my instructor',
      /theory|questions/u,
    ],
    [
      'Ich will bis März 2027 den Führerschein machen, die Theorie habe ich schon bestanden.',
      'Ich werde bis März 2027 den Führerschein machen',
      'Prüfungsstrecken',
      /Theorieprüfung|Theoriefragen/u,
    ],
    [
      'Chci udělat řidičák do dubna 2027, teorii mám za sebou.',
      'Udělám řidičák do dubna 2027',
      'zkušební trasy',
      /teoretickou zkoušku|testových otázek/u,
    ],
    [
      'Хочу получить водительские права до мая 2027 года, теорию уже сдал.',
      'Я получу водительские права до мая 2027 года',
      'экзаменационные маршруты',
      /теорет|билет/u,
    ],
    [
      'Voglio prendere la patente entro maggio 2027, ho già passato la teoria.',
      'Prenderò la patente entro maggio 2027',
      "percorsi d'esame",
      /quiz di teoria|esame di teoria/u,
    ],
  ])('%s', (input, start, measure, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(start);
    expect(answer).toContain(measure);
    expect(answer).not.toMatch(gone);
  });

  it('keeps the licence’s steps when no theory is passed', () => {
    expect(draftGoals('Chcę zdać prawo jazdy kategorii B do końca marca 2027.', NOV_25)).toContain('egzamin teoretyczny');
  });
});
