/**
 * Issue 33: "carné A2" (a motorbike licence class) was read as a language level and measured in
 * classes and 20 minutes of practice a day. A licence named by its class or vehicle ("carné A2 de moto", "carta de mota",
 * "permis A2", "patente A2", "Motorradführerschein") is driving (topics.json), while a language level
 * "A2" stays language.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a licence class is driving', () => {
  it.each([
    ['Quiero sacarme el carné A2 de moto antes del verano.', /clases prácticas por semana/u],
    ['Quero tirar a carta de mota até junho.', /aulas de (?:direção|condução) por semana/u],
    ['Quiero sacarme el carnet B antes de marzo.', /clases prácticas por semana/u],
    ['Ich will bis Juni den Motorradführerschein machen.', /Fahrstunden pro Woche/u],
    ['Voglio prendere la patente A2 entro giugno.', /guide con l'istruttore/u],
  ])('%s', (input, driving) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(driving);
    expect(out).not.toMatch(/20 minutos cada día|20 Minuten|20 minuti al giorno|passos necessários|curso que lleva/u);
  });

  it('a language level A2 stays language', () => {
    expect(draftGoals('Quiero aprender alemán hasta el nivel A2 antes del verano.', NOV_26)).toMatch(/practicando 20 minutos cada día/u);
  });
});
