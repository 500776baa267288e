/**
 * Issue 33 (blind readings 56–58): a person who keeps failing technical interviews got a stock goal of
 * the topic ("send more applications"), a retake of an exam or a generic "three things to change". What
 * fails them is the interview itself, so the goal is practice for it: a problem a day, a mock technical
 * interview each week, and feedback asked of every interviewer.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('failing technical interviews is answered with interview practice', () => {
  it.each([
    [
      "I keep failing technical interviews. I've had six this year and got no offer.",
      'I will get through technical interviews within the next six months, solving one practice problem a day, doing a mock technical interview with someone every week',
      /three things I could change/u,
    ],
    [
      'Ich falle immer wieder durch technische Vorstellungsgespräche.',
      'werde ich technische Vorstellungsgespräche bestehen; dafür löse ich jeden Tag eine Übungsaufgabe',
      /drei Dinge aufschreiben/u,
    ],
    [
      "J'échoue à chaque entretien technique.",
      'Je vais réussir les entretiens techniques au cours des six prochains mois',
      /réussir l'examen/u,
    ],
    ['Ciągle oblewam rozmowy techniczne.', 'Pomyślnie przejdę rozmowy techniczne w ciągu sześciu miesięcy', /Zdam egzamin/u],
    ['Vždycky vypadnu na technickém pohovoru.', 'každý týden si s někým udělám cvičný technický pohovor', /tři věci, které můžu změnit/u],
    ['Я всегда вылетаю на техническом собеседовании.', 'каждую неделю проходить с кем-то пробное техническое собеседование', /три вещи/u],
  ])('%s', (text, phrase, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(phrase);
    expect(answer).not.toMatch(broken);
  });
});
