/**
 * Issue 33 (blind reading 20's 09): a student who had not yet asked anyone to supervise his thesis was
 * told to send "ogni capitolo al mio relatore". A story with no supervisor yet gets the step of asking
 * one first (gate.json ownFigures), and "… y todavía no tengo tutor" after the aim is the story, no part
 * of it (gate.json storyAfterAnd).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a thesis with no supervisor yet', () => {
  it.each([
    [
      'Mi mancano due esami e la tesi; non ho ancora un relatore. Vorrei finire la tesi entro giugno.',
      /chiedendo entro due settimane a un docente di farmi da relatore/u,
      /e inviando ogni capitolo al mio relatore/u,
    ],
    [
      'My dissertation is due on 15 May and I still have no supervisor since mine went on leave.',
      /asking a lecturer to supervise my thesis within the next two weeks/u,
      /and sending each chapter to my supervisor/u,
    ],
    [
      'Tengo que terminar el TFG antes de julio y aún no tengo tutora.',
      /pidiendo en las próximas dos semanas a un profesor que sea mi tutor/u,
      /y aún no tengo tutora,|enviando cada capítulo a mi tutor/u,
    ],
    [
      'Pracę licencjacką muszę złożyć do lipca, a nie mam jeszcze promotora.',
      /o którego w ciągu dwóch tygodni poproszę/u,
      /i wysyłać go promotorowi do uwag/u,
    ],
  ])('%s', (input, asks, sends) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(asks);
    expect(out).not.toMatch(sends);
  });

  it('sends chapters to the supervisor the story names', () => {
    expect(draftGoals('Devo consegnare la tesi entro marzo e il mio relatore mi risponde dopo settimane.', NOV_26)).toMatch(
      /inviando ogni capitolo al mio relatore/u,
    );
  });
});
