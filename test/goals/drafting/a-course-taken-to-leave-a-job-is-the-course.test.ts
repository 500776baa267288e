/**
 * Issue 33 (round 66's lead; blind reading 108's 23): "fazer o curso técnico em segurança do trabalho no Senai,
 * começando em fevereiro, pra sair da linha de produção" was answered with the steps of quitting a job (the notice
 * period, the money to live on, the resignation): "sair" in the purpose named a job left and "trabalho" in the
 * course's name the job topic. A course named by the work it trains for is a course (topics.json), and a job left
 * is no quitting where the goal is a course (aims.json): the course's study steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a course taken to leave a job is the course', () => {
  it.each([
    'Quero fazer o curso técnico em segurança do trabalho no Senai, começando em fevereiro, pra sair da linha de produção.',
    'Quero fazer um curso técnico de eletricista para sair da fábrica.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/^Vou fazer (?:o|um) curso técnico/u);
    expect(out).toMatch(/estudando pelo menos quatro horas por semana/u);
    expect(out).not.toMatch(/aviso prévio|pedindo a demissão|candidaturas/u);
  });
});
