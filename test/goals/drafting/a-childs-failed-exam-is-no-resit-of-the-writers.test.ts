/**
 * Issue 33 (blind reading 61's 12, whose trouble was another's): a parent whose son skips classes and failed the
 * year got, beside the school goal, "I will pass the exam I failed at the resit", the son's failure said in the
 * parent's first person. A failed exam or a resit told of one's child is the child's: the school goal answers it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a child's failed exam is no resit of the writer's", () => {
  it.each([
    [
      'O meu filho de 16 anos anda a faltar às aulas e chumbou o ano passado. Trabalho por turnos e não consigo acompanhá-lo.',
      'Vou ajudar o meu filho a ir melhor na escola',
      /Vou passar na época de recurso|reprovei/u,
    ],
  ])('%s', (text, goal, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(broken);
  });
});
