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
      /asking a lecturer to supervise my dissertation within the next two weeks/u,
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

  // The situation's other languages (cover18 had a situation of its own for this; one rule now says it).
  it.each([
    [
      'Bakalársku prácu musím odovzdať v máji, ale vedúceho ešte nemám.',
      /o ktorého do dvoch týždňov požiadam niektorého vyučujúceho/u,
      /pošlem ju vedúcemu práce na/u,
    ],
    [
      'Meine Masterarbeit muss bis Juli fertig sein und ich habe noch keinen Betreuer.',
      /bitte in den nächsten zwei Wochen eine Dozentin oder einen Dozenten, meine Arbeit zu betreuen/u,
      /meiner Betreuungsperson/u,
    ],
    [
      "Je dois rendre mon mémoire en juin et je n'ai pas encore de directeur.",
      /demander d'ici deux semaines à un enseignant de diriger mon travail/u,
      /à mon directeur de recherche/u,
    ],
    [
      'Tenho de entregar a minha tese em julho e ainda não tenho orientador.',
      /pedindo nas próximas duas semanas a um professor que seja meu orientador/u,
      /ao meu orientador/u,
    ],
    [
      'Магістерську треба здати до червня, а наукового керівника ще немає.',
      /попрошу когось із викладачів стати моїм науковим керівником/u,
      /його науковому керівникові/u,
    ],
    [
      'Диплом нужно сдать в июне, а научного руководителя пока нет.',
      /попрошу кого-то из преподавателей стать моим научным руководителем/u,
      /её научному руководителю/u,
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
