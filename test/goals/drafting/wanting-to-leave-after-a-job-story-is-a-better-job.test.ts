/**
 * Issue 33 (round 47): "I want to leave" after a story about one's job (a shouting boss, bad pay) was answered with a
 * raise to ask for, or echoed as "einfach nur weg sein". Told beside the job it is a move to a better job
 * (situations.json "quitjob", which needs a job word near it and gives way to a job search already told).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('wanting to leave after a story about the job is a move to a better job', () => {
  it.each([
    [
      "I've worked in a warehouse for 6 years, the boss shouts all the time and the pay is bad. I want to leave.",
      'I will move to a better job within the next six months,',
      /ask for a raise/u,
    ],
    [
      'Ich arbeite seit 5 Jahren in der Pflege, Schichtdienst, wenig Geld. Ich will einfach nur weg.',
      'werde ich zu einem besseren Job wechseln; dafür',
      /weg sein/u,
    ],
    [
      'Trabajo en un call center desde hace 4 años, el jefe es horrible y gano 1100. Quiero irme.',
      'Voy a pasar a un trabajo mejor',
      /pedir un aumento/u,
    ],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });

  it('adds no second search beside the one the text already names', () => {
    const answer = draftGoals('Bojím se říct šéfovi, že chci odejít.', NOV_25);
    expect(answer).toContain('Najdu si novou práci');
    expect(answer).not.toContain('Přejdu na lepší místo');
  });
});
