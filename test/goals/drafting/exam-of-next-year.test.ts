/**
 * Issue 33, blind reading 11: "passar no concurso do INSS do ano que vem" got a second time frame
 * ("… do ano que vem nos próximos três meses") and the weekly-steps filler. "Next year's" exam is the
 * mentee's own date, and a Brazilian "concurso" is an exam with the exam's measure.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

describe('an exam of next year keeps its date and its measure', () => {
  it.each([
    ['pt', 'Quero passar no concurso do INSS do ano que vem.', /simulado|exame/u, /nos próximos/u],
    ['es', 'Quiero aprobar las oposiciones del año que viene.', /examen de práctica/u, /en los próximos/u],
    ['it', "Voglio superare il concorso dell'anno prossimo.", /simulazione d'esame/u, /entro i prossimi/u],
  ])('%s: %s', (_lang, input, measure, second) => {
    const out = draftGoals(input);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(second);
    expect(out).not.toMatch(/passos necessários|pasos necesarios/u);
  });
});
