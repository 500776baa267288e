/**
 * Issue 33 (round 67, filler67's probes): betting given up as a stated aim ("перестать ставить на
 * спорт", "Prestanem stávkovať", "deixar as apostas") got workouts (the "sport" it names) or the
 * weekly-steps filler. It takes the gambling situation's steps (aims.json, measureOf "gambling"): the
 * sites and apps blocked, a helpline and the bet-free days counted.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('betting given up is gambling stopped', () => {
  it.each([
    ['Хочу перестать ставить на спорт, за осень проиграл 40 тысяч.', /заблокирую все сайты и приложения со ставками/u, /тренироваться/u],
    ['Chcem prestať stávkovať.', /zablokujem všetky stávkové stránky a aplikácie/u, /potrebné kroky/u],
    ['Quero deixar as apostas.', /bloqueando na próxima semana todos os sites e aplicações de apostas/u, /passos necessários/u],
  ])('%s', (input, steps, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(steps);
    expect(out).not.toMatch(old);
  });
});
