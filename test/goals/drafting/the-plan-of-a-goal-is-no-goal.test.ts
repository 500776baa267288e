/**
 * Issue 33 (blind readings 28's 17, 23, 25 and 29's 17, 23): the method of a stated goal was split off as
 * a goal of its own ("I will train four times a week by October 2027" beside the half marathon trained
 * for; "posílat minimálně 5 životopisů týdně během tří měsíců" beside the job it is sent for). A rate of
 * the goal's topic, or of none, told in its sentence or, undated, in the next sentences after a dated
 * goal, is that goal's plan (pace.ts rateAsPlan); sessions a week beside a race or a weight goal are
 * the sessions its own measure already says. A rate of another topic stays a goal of its own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('the plan of a goal is no goal of its own', () => {
  it.each([
    [
      'I want to run a half marathon in under 2 hours by the end of April 2027, training four times a week, and also cut my screen time to under 2 hours a day.',
      /^1\. I will run a half marathon in under 2 hours by the end of April 2027, training 4 times a week and making/mu,
      /I will train/u,
    ],
    [
      'Chci do konce února 2027 najít novou práci jako účetní s platem aspoň 45 tisíc hrubého. Budu posílat minimálně 5 životopisů týdně.',
      /^Najdu novou práci jako účetní s platem aspoň 45 tisíc hrubého do konce února 2027 – budu postupovat podle svého plánu: posílat minimálně 5 životopisů týdně\.$/u,
      /pět přihlášek|Mým cílem/u,
    ],
    [
      'Хочу до 1 травня 2027 року пробігти 10 км без зупинки. Зараз можу пробігти тільки 2 км. Буду бігати тричі на тиждень.',
      /^Я пробіжу 10 км без зупинки до 1 травня 2027 року — тренуватимуся тричі на тиждень і щотижня подовжуватиму/u,
      /Я буду бігати|\n/u,
    ],
    [
      'Chcem schudnúť 8 kíl do leta, cvičiť trikrát týždenne a prestať piť sladené nápoje.',
      /^1\. Schudnem 8 kíl do leta – .*\n2\. Prestanem piť sladené nápoje/mu,
      /Budem cvičiť/u,
    ],
    [
      "Mon objectif : trouver un CDI de développeuse web d'ici fin mars 2027. Je vais envoyer 3 candidatures par semaine et faire un projet perso sur GitHub.",
      /^1\. Je vais trouver un CDI de développeuse web d'ici fin mars 2027, en suivant mon propre plan : envoyer 3 candidatures par semaine\.$/mu,
      /cinq candidatures|Je vais envoyer/u,
    ],
    [
      'Ich will bis Juni abnehmen und dreimal pro Woche ins Fitnessstudio gehen.',
      /^Ich werde bis Juni abnehmen; dafür wiege ich mich .* bewege mich mindestens dreimal pro Woche 30 Minuten/u,
      /\n/u,
    ],
  ])('%s', (input, kept, split) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(split);
  });

  it.each([
    // Calls to parents are no plan of the weight goal; a rate told with a date of its own is an aim of its own.
    [
      'Ich will bis Juni 5 kg abnehmen. Ich will zweimal pro Woche meine Eltern anrufen.',
      /^2\. .*zweimal pro Woche meine Eltern anrufen/mu,
    ],
    ['I want to find a job as a nurse by March. By June I want to run 3 times a week.', /^2\. I will run 3 times a week by June/mu],
  ])('keeps a goal of its own: %s', (input, second) => {
    expect(draftGoals(input, NOV_26)).toMatch(second);
  });
});
