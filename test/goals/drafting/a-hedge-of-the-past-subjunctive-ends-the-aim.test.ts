/**
 * Issue 33 (blind reading 111's 9): a hedge in the past subjunctive with no comma ("Gostava de voltar
 * nem que fosse a tempo parcial") was pasted into the goal: "Vou voltar nem que fosse a tempo parcial".
 * The aim ends before it (gate.json butWords "nem que fosse", "mesmo que fosse", "aunque fuera"), as
 * "ou pelo menos" ends it; a figure the hedge told is still read as the goal's measure.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a hedge in the past subjunctive ends the aim', () => {
  it.each([
    ['Gostava de voltar nem que fosse a tempo parcial, mas não sei quem fica com a avó.', /^Vou voltar nos próximos/u],
    [
      'Tenho 35 anos. Gostava de voltar à faculdade nem que fosse à noite, e acabar o curso de contabilidade em dois anos.',
      /Vou voltar à faculdade nos próximos/u,
    ],
    [
      'Gostava de voltar a correr nem que fosse duas vezes por semana até ao verão.',
      /vou voltar a correr, correndo pelo menos 2 vezes por semana/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/nem que fosse/u);
  });
});
