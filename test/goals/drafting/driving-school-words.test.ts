/**
 * Issue 33 (stated goals): "Quiero sacarme el carné de conducir" (the usual spelling, beside
 * "carnet") was a certificate course ("apuntándome al curso que lleva a ello … el examen final"), and
 * "permiso de conducir" a job search; a driving school named alone ("autoescuela", "autoscuola",
 * "autoescola", "szkoła jazdy") got the generic weekly steps. They are learning to drive, measured in
 * driving lessons and the theory test.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('driving licences and schools by their usual words', () => {
  it.each([
    ['Quiero sacarme el carné de conducir antes del verano; ya me apunté a una autoescuela.', /clases prácticas por semana/u],
    ['Tengo que conseguir el permiso de conducir antes de junio para el trabajo.', /clases prácticas por semana/u],
    ["Voglio finire l'autoscuola entro marzo.", /guide con l'istruttore a settimana/u],
    ['Chcę skończyć szkołę jazdy do końca lutego.', /jazdy z instruktorem/u],
    ['Quero terminar a autoescola até abril.', /aulas de direção por semana/u],
  ])('%s', (input, lessons) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(lessons);
    expect(out).not.toMatch(/curso que lleva|candidaturas|passi necessari|potrzebne kroki|passos necessários/u);
  });
});
