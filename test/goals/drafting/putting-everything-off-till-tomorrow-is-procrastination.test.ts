/**
 * Issue 33 (steps65's probes): "arrêter de tout remettre au lendemain", "dejo todo para mañana" name putting things off
 * as plainly as "remettre à plus tard", yet got the weekly-steps filler ("en notant dès la première semaine toutes les
 * étapes nécessaires à cet objectif"). They are procrastination's phrases (topics.json): tasks planned the evening
 * before and the hardest one started first in a focused block.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('putting everything off till tomorrow is procrastination', () => {
  it.each([
    ['Je voudrais arrêter de tout remettre au lendemain.', /toutes les étapes nécessaires/u],
    ['Quiero dejar de dejar todo para mañana.', /todos los pasos necesarios/u],
    ['Quero parar de deixar tudo para amanhã.', /todos os passos necessários/u],
  ])('%s', (input, old) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(old);
    expect(out).toMatch(/25|minut/u);
  });
});
