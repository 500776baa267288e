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

// Blind reading 11: "начать нормально завтракать" got "write down all the steps, do one a week".
describe('breakfast is measured by mornings with it', () => {
  it.each([
    ['ru', 'Хочу похудеть на 8 кг к лету. И начать нормально завтракать, а не только кофе.', /завтракать не меньше пяти дней в неделю/u],
    ['cs', 'Chci začít pořádně snídat.', /snídat alespoň pět dní v týdnu/u],
    ['de', 'Ich möchte morgens endlich frühstücken.', /frühstücke ich an mindestens fünf Morgen pro Woche/u],
  ])('%s: %s', (_lang, input, mornings) => {
    const out = draftGoals(input);
    expect(out).toMatch(mornings);
    expect(out).not.toMatch(/нужные шаги|potřebné kroky|nötigen Schritte/u);
  });
});
