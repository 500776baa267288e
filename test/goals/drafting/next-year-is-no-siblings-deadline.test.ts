/**
 * Issue 33 (blind reading 52's 21): "passar no concurso do INSS no ano que vem e parar de ficar no celular" dated the
 * phone habit "Ano que vem", putting the change off by a year, and only from late November on, when the end of next
 * year came within the span a sibling's deadline may have. A whole year ahead dates its own goal; the other aim of
 * the sentence keeps its own months (pace.ts, wholeYear).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const DEC_5 = new Date(Date.UTC(2026, 11, 5, 10));

describe('next year is no deadline for the other aim of its sentence', () => {
  it.each([
    [
      'Quero passar no concurso do INSS no ano que vem e parar de ficar no celular até 2h da manhã.',
      'Vou parar de ficar no celular até 2h da manhã nos próximos dois meses',
      /Ano que vem vou parar/u,
    ],
    [
      'Quiero aprobar las oposiciones el año que viene y dejar de fumar.',
      'Voy a dejar de fumar en los próximos tres meses',
      /Para el año que viene voy a dejar/u,
    ],
    ['I want to finish my degree next year and find a job.', 'I will find a job within the next six months', /find a job next year/u],
    [
      'I want to pass the bar exam next year and stop scrolling on my phone until 2am.',
      'until 2am over the next two months',
      /until 2am next year/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const answer = draftGoals(text, DEC_5);
    expect(answer).toContain(phrase);
    expect(answer).not.toMatch(broken);
  });
});
