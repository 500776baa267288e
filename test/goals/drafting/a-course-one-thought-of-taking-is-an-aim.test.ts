/**
 * Issue 33 (round 58's probes): a course one has thought of taking ("Agora pensei em tirar o curso de técnica auxiliar de
 * saúde à noite", blind reading 91's 6) was no aim: "penso em" was a wish, its past "pensei em" not, so the story kept
 * only the debts. "pensei em" is a wish now, unless it is what one already ("já") or never thought of or did not.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a course one thought of taking is an aim', () => {
  it('keeps the course beside the debts of a narrative', () => {
    const out = draftGoals(
      'Tenho 34 anos e trabalho num call center em Lisboa por 920 euros. A renda do quarto leva 450. Sempre quis trabalhar na área da saúde mas nunca tive dinheiro para estudar. Agora pensei em tirar o curso de técnica auxiliar de saúde à noite, mas tenho medo de não conseguir conciliar com os turnos. E ainda devo 1.200 euros à minha irmã, que ela me emprestou no ano passado.',
      NOV_25,
    );
    expect(out).toContain('Vou tirar o curso de técnica auxiliar de saúde à noite');
    expect(out).toContain('estudando pelo menos quatro horas por semana');
    expect(out).toContain('a minha dívida com a minha irmã');
  });

  it('a stated course thought of is measured by its study', () => {
    const out = draftGoals('Pensei em fazer um curso de contabilidade até ao verão.', NOV_25);
    expect(out).toContain('Vou fazer um curso de contabilidade até ao verão, estudando pelo menos quatro horas por semana');
  });
});
