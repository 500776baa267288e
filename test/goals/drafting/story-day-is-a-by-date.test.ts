/**
 * Issue 33 (blind reading 19's 06): a day the story names for its situation ("mon mémoire doit être rendu
 * le 15 juin") was written as the goal's time as told — "Le 15 juin, je vais terminer mon mémoire", as
 * if the work were done that one day. A situation's date with a day in it is the goal's "by" date
 * (calendar.json byDate: "d'ici le …", "para el …", "by …"); a month alone stays as told.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe("a story's day is the situation's by-date", () => {
  it.each([
    [
      "Je suis en master de droit et mon mémoire doit être rendu le 20 mai. Je n'ai écrit que l'introduction. Je travaille le week-end dans un café. Mon directeur répond rarement.",
      /D'ici le 20 mai, je vais/u,
    ],
    [
      "I'm in my final year and my dissertation is due on 8 May. I've only got the literature review done. I work three evenings a week in a pub and I'm exhausted.",
      /by 8 May/u,
    ],
    [
      'Dejé de fumar tres veces. Mi hija nace el 10 de abril y quiero que no haya humo en casa. Fumo un paquete al día desde hace quince años.',
      /Para el 10 de abril voy a dejar de fumar/u,
    ],
  ])('%s', (input, by) => {
    expect(draftGoals(input, NOV_26)).toMatch(by);
  });
});
