/**
 * Issue 33 (blind reading 50's 6): a Brazilian student who failed Cálculo II was told to pass "na época de
 * recurso", Portugal's word for a resit. The failed exam's goal is said in the writer's norm: the resit in
 * Portugal, the next try in Brazil; "época de recurso" and "chumbar" mark a European text, ProUni a Brazilian one.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a resit is said in the writer's Portuguese", () => {
  it('Brazil: the next try', () => {
    const goal = draftGoals(
      'To no terceiro semestre de Engenharia Civil e reprovei em Cálculo II pela segunda vez. Se reprovar de novo perco a bolsa do ProUni, e a próxima prova é dia 12 de dezembro.',
      NOV_25,
    );
    expect(goal).toContain('Vou passar na próxima prova de Cálculo II');
    expect(goal).not.toMatch(/época de recurso/u);
  });

  it('Portugal: the resit', () => {
    const goal = draftGoals('Estou no segundo ano de Direito e reprovei a Direito Civil. A época de recurso é em fevereiro.', NOV_25);
    expect(goal).toContain('Até fevereiro vou passar na época de recurso no exame de Direito Civil');
  });
});
