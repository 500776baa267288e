/**
 * Issue 33 (blind reading 13): goals for situations the mentee never described.
 * - A baby's mother "failing at both" got "help my daughter do better at school": a newborn is no pupil.
 * - "no conozco a casi nadie" is loneliness; without it, a call to one's mother became a talk about
 *   "our relationship".
 * - Colleagues who "were up for the same role" are no wish to move to the same role elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a newborn is no pupil', () => {
  it.each([
    [
      'Since our son was born in June I sleep four hours a night. I went back to work and I feel like I am failing at both.',
      /school|homework/u,
    ],
    [
      'Seit unsere Tochter im Mai geboren wurde, schlafe ich kaum. Ich habe das Gefühl, dass ich überall versage und in der Arbeit Fehler mache.',
      /Schule|Hausaufgaben/u,
    ],
    ['Desde que nació nuestro bebé duermo cinco horas. Volví al trabajo y siento que estoy fallando en todo.', /escuela|colegio|deberes/u],
  ])('%s', (input, never) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(never);
  });
});

describe('hardly knowing anyone is loneliness', () => {
  it.each([
    [
      'Me mudé a Valencia hace un año y fuera del trabajo no conozco a casi nadie. Llamo a mi madre todos los días.',
      /círculo de amigos/u,
      /nuestra relación/u,
    ],
    [
      "Je suis arrivée à Lille en mars et je ne connais presque personne. J'appelle ma mère tous les soirs.",
      /cercle d'amis/u,
      /notre relation/u,
    ],
    [
      'Ich bin vor einem Jahr nach Hamburg gezogen und kenne kaum jemanden. Ich telefoniere jeden Tag mit meiner Mutter.',
      /Freundeskreis/u,
      /unsere Beziehung/u,
    ],
  ])('%s', (input, friends, never) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(friends);
    expect(goals).not.toMatch(never);
  });
});

describe('colleagues who were up for the same role are no job change', () => {
  it('a new lead whose peers wanted the role grows into it', () => {
    const goals = draftGoals(
      'I was promoted to team lead in September. Two people on the team were up for the same role and one of them questions every decision I make.',
      NOV_26,
    );
    expect(goals).not.toMatch(/better-paid job|applications/u);
  });
});

// Blind reading 13: "Mit meinem Chef habe ich über die Arbeitslast gesprochen" made a goal about
// "relationships at work" with "der betreffenden Person"; a workload talked over with the boss is overwork.
describe('a workload talked over with the boss is overwork, not a quarrel', () => {
  it.each([
    [
      'Ich habe zwei Projekte mehr bekommen. Mit meinem Chef habe ich über die Arbeitslast gesprochen, er meint, das sei nur eine Phase.',
      /Stunden|Abende/u,
      /betreffenden Person/u,
    ],
    [
      'I talked to my boss about my workload last month and he said it is just a phase until the end of the year.',
      /hours|evenings/u,
      /the person concerned|relationships at work/u,
    ],
    [
      "J'ai parlé de ma charge de travail à mon chef, il m'a dit que c'était passager.",
      /heures|soirées/u,
      /relations au travail|la personne concernée/u,
    ],
  ])('%s', (input, hours, never) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(hours);
    expect(goals).not.toMatch(never);
  });
});
