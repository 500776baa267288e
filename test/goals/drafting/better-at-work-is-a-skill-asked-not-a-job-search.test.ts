/**
 * Issue 33 (blind reading 86's 27, round 55): "I want to be better at my job" was measured as a job
 * search (five applications a month) and, with "just … honestly", as the stock first step about "my
 * situation", the job unnamed. Being better at one's work is a wish family of its own (wishes.json
 * "work"): the two skills that would matter most asked of a manager or colleague, hours a week and
 * feedback each month. "A better job" is still a job search.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('being better at one’s work is a skill asked for, not a job search', () => {
  it.each([
    ['I want to be better at my job.', /^I will ask my manager or a colleague I trust by the end of next week which two skills/u],
    ['I just want to be better at my job, honestly.', /^I will ask my manager or a colleague I trust/u],
    [
      'Ich will besser in meinem Job werden.',
      /^Ich werde bis Ende nächster Woche meine Führungskraft oder eine Kollegin meines Vertrauens fragen/u,
    ],
    ['Quiero ser mejor en mi trabajo.', /^Voy a preguntar antes del final de la próxima semana a mi responsable/u],
    ['Voglio essere più bravo nel mio lavoro.', /^Entro la fine della prossima settimana chiederò al mio responsabile/u],
    ['Chci být lepší v práci.', /^Do konce příštího týdne se zeptám vedoucího nebo kolegy, kterému věřím/u],
    ['Хочу быть лучше на работе.', /^Я до конца следующей недели спрошу руководителя или коллегу/u],
  ])('%s', (text, start) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal).toMatch(start);
    expect(goal).not.toMatch(/applications|Bewerbungen|candidature|candidaturas|situation/u);
  });

  it('a better job is still a job search', () => {
    expect(draftGoals('I want a better job.', NOV_25)).toMatch(
      /^I will get a better job within the next six months, sending at least five tailored applications/u,
    );
  });
});
