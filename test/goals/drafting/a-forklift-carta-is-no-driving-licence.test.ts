/**
 * Issue 33 (round 67, triggers67): Portuguese says "tirar a carta" for a driving licence and for a forklift licence
 * ("a carta de empilhador", blind reading 108's 1 and 19): the forklift licence got driving lessons and highway-code
 * questions. A forklift "carta" is a trade certificate (topics.json, before "driving"; aims.json's certificate words):
 * the course that leads to it, every session, practice and the final exam booked. A driving licence keeps its lessons.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a forklift carta is no driving licence', () => {
  it.each([
    'Quero tirar a carta de empilhador até maio para passar a operador.',
    'Trabalho num armazém em Setúbal. Quero tirar a carta de empilhador até maio, o curso custa 250 euros.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/Vou tirar a carta de empilhador até maio/u);
    expect(out).toMatch(/fazendo nas próximas duas semanas a inscrição no curso que leva a isso/u);
    expect(out).not.toMatch(/aulas de condução|prova teórica/u);
  });

  it('keeps the driving lessons of a driving licence', () => {
    expect(draftGoals('Quero tirar a carta de condução até ao verão.', NOW)).toMatch(/aulas de condução/u);
  });
});
