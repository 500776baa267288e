/**
 * Issue 33: a student's practicals ("prácticas de laboratorio tres tardes por semana", "Laborpraktika") were read as an
 * internship to find, with applications to companies. Practicals are classes beside the exams the person is worried
 * about (topics.json: before "internship"), and "Klausuren im Februar" are an exam session, not a fear to face in steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('course practicals are no internship', () => {
  it('Spanish lab practicals beside exams', () => {
    const out = draftGoals(
      'Estudio Biología y este cuatrimestre tengo prácticas de laboratorio tres tardes por semana. No me da tiempo a estudiar para los exámenes de febrero.',
      NOV_25,
    );
    expect(out).toContain('Voy a aprobar el examen');
    expect(out).not.toMatch(/encontrar unas prácticas|solicitudes a empresas/u);
  });

  it('an internship looked for is still one', () => {
    expect(draftGoals('Busco prácticas de marketing para el verano.', NOV_25)).toContain('voy a encontrar unas prácticas');
  });

  it('German exams beside lab practicals', () => {
    const out = draftGoals(
      'Ich studiere Chemie im dritten Semester und habe viele Laborpraktika. Die Klausuren im Februar machen mir Angst, weil ich kaum zum Lernen komme.',
      NOV_25,
    );
    expect(out).toContain('Im Februar werde ich alle meine Prüfungen bestehen');
    expect(out).not.toMatch(/meine Angst überwinden/u);
  });
});
