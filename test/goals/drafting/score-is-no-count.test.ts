/**
 * Issue 33 (stated goals): a score to reach is no count of work to split into weeks — "réussir le
 * TOEIC avec au moins 850 points" is not "au moins 55 points chaque semaine" — and a named language
 * test (TOEIC, TestDaF, DELE, DELF, telc …) is an exam, with practice exams and a booked date.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a score is not paced week by week', () => {
  it.each([
    ["Je veux atteindre 900 points au concours de mon club d'ici mars.", /900 points/u, /points chaque semaine/u],
    ['Voglio arrivare a 600 punti nella classifica del mio club entro marzo.', /600 punti/u, /punti ogni settimana/u],
    ['Quero fazer 700 pontos na redação do ENEM em novembro.', /700 pontos/u, /pontos todas as semanas/u],
    ['Chcę zdobyć 150 punktów w rankingu szachowym do marca.', /150 punktów/u, /co najmniej \d+ punktów/u],
  ])('%s', (input, keeps, never) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(keeps);
    expect(goals).not.toMatch(never);
  });
});

describe('a named language test is an exam', () => {
  it.each([
    ['Je veux réussir le TOEIC en mars avec au moins 850 points.', /examen blanc/u],
    ['Ich will bis Mai beim TestDaF 18 Punkte erreichen.', /Probeprüfung/u],
    ['Quiero aprobar el DELE B2 en mayo.', /examen de práctica/u],
    ['Voglio superare il CILS B1 a giugno, ho già fatto un corso.', /simulazione d'esame/u],
  ])('%s', (input, measure) => {
    expect(draftGoals(input, NOV_26)).toMatch(measure);
  });
});
