/**
 * Issue 33 (round 54's probes): the exam situations' fixed wording dropped the exam the person named:
 * "Je vais réussir l'examen" for a "concours de conseillère pédagogique", "werde ich die Prüfung beim
 * nächsten Versuch bestehen" for the Meisterprüfung, "I will pass my exam" for a forklift exam, and in
 * Hungarian "leteszem a vizsgát" for "a targoncavezetői vizsgát". A competitive exam ("concours",
 * "oposiciones"), the master craftsman's exam and a forklift's are names of the exam situations
 * (situations.json "named", the failed exam's within 20 words of its cue, as a brother's forklift told
 * far off is no exam of the mentee's) and of hungarian.json "named"; an exam not named keeps our wording.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('the exam goal names the exam told', () => {
  it.each([
    [
      "Je prépare le concours de conseillère pédagogique en mars et j'ai peur de rater encore une fois.",
      /Je vais réussir le concours /u,
      /réussir l'examen/u,
    ],
    [
      'Ich mache im Mai die Meisterprüfung als Elektriker, aber ich habe Angst vor der Prüfung, weil ich schon einmal durchgefallen bin.',
      /^Im Mai werde ich die Meisterprüfung beim nächsten Versuch bestehen; dafür lerne ich/u,
      /die Prüfung beim/u,
    ],
    [
      "I have my forklift exam next month and I'm nervous because I failed the theory part last time.",
      /^I will pass my forklift exam /u,
      /pass my exam/u,
    ],
    [
      'В декабре у меня экзамен на погрузчик, очень боюсь экзамена, в прошлый раз не сдал.',
      /^Я сдам экзамен на водителя погрузчика со следующей попытки в декабре/u,
      /сдам экзамен со/u,
    ],
    [
      'Chci v březnu udělat mistrovskou zkoušku, bojím se zkoušky.',
      /^Udělám mistrovskou zkoušku v březnu – budu se učit/u,
      /Udělám zkoušku/u,
    ],
    [
      'Suspendí las oposiciones de enfermería y las próximas salen en primavera. No consigo organizarme para estudiar.',
      /^Voy a aprobar las oposiciones cuando vuelva a presentarme/u,
      /aprobar el examen/u,
    ],
    [
      'Szeretnék 2027 végéig műszakvezető lenni a gyárban, és közben letenni a targoncavezetői vizsgát.',
      /leteszem a targoncavezetői vizsgát: hetente/u,
      /leteszem a vizsgát/u,
    ],
  ])('%s', (input, named, generic) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toMatch(named);
    expect(answer).not.toMatch(generic);
  });

  it.each([
    ['Jövő májusban érettségizem és félek a matektól.', /leteszem az érettségit: hetente/u],
    ['I failed my exam in June and the resit is in January.', /I will pass the exam at my next attempt/u],
    ['Szeretném letenni a B2-es angol nyelvvizsgát júniusig.', /Júniusig leteszem a B2-es angol nyelvvizsgát:/u],
  ])('an exam named otherwise or not at all keeps its wording: %s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });
});
