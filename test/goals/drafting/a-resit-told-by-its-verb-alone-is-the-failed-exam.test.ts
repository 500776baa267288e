/**
 * Issue 33 (blind reading 115's 10, round 70): "reprovei em Cálculo … e agora tenho que refazer junto com
 * as matérias novas" made the goal "Vou refazer junto com as matérias novas": the resit told by its verb
 * alone, its subject left in the sentence before, names nothing to pass. It opens no aim (gate.json
 * notAnAimStarts); the failed exam's situation answers it with the subject named.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a resit told by its verb alone is the failed exam', () => {
  it.each([
    [
      'Reprovei em Cálculo no semestre passado e agora tenho que refazer junto com as matérias novas.',
      /^Vou passar na próxima prova de Cálculo/u,
    ],
    [
      'Reprovei em Física 2 no semestre passado e agora tenho que refazer junto com as outras matérias.',
      /^Vou passar na próxima prova de Física/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/Vou refazer junto/u);
  });
});
