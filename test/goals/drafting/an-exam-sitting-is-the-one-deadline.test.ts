/**
 * Issue 33 (blind readings 68's 5, 70's 5): an exam sitting told as the deadline ("entro la sessione di marzo",
 * "para la convocatoria de junio", "do sesji czerwcowej") was not read as one, so the drafter put its own span beside it:
 * "Mi laureerò entro la sessione di marzo 2026 entro i prossimi quattro mesi". The sitting is the goal's one deadline; one
 * already past is replaced by a span (specifics.json frames).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an exam sitting told as the deadline is the one deadline', () => {
  it.each([
    ['Vorrei laurearmi entro la sessione di marzo.', 'Mi laureerò entro la sessione di marzo,', /entro i prossimi/u],
    [
      "Voglio superare l'esame entro l'appello di febbraio 2027.",
      "Supererò l'esame entro l'appello di febbraio 2027,",
      /entro i prossimi/u,
    ],
    ['Quiero graduarme para la convocatoria de junio.', 'Voy a graduarme para la convocatoria de junio,', /en los próximos/u],
    ['Quero me formar até a época de junho.', 'Vou me formar até a época de junho,', /nos próximos/u],
    ['Chcę się obronić do sesji czerwcowej.', 'Obronię się do sesji czerwcowej –', /w ciągu/u],
  ])('%s', (text, goal, added) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(goal);
    expect(out).not.toMatch(added);
  });

  it('a sitting already past gives way to a span, not a second deadline', () => {
    const out = draftGoals('Vorrei laurearmi entro la sessione di marzo 2026.', NOV_25);
    expect(out).not.toContain('marzo 2026');
    expect(out).toContain('Mi laureerò entro i prossimi');
  });
});
