/**
 * Issue 33 (round 69, reader 110's 21): "ganar 300 euros extra al mes antes de junio" was read as 300 euros to put aside
 * ("apartando 50 euros cada mes"): the "extra" between the sum and its month hid the rate. The words of a sum earned on
 * top ("extra", "more", "mehr", "więcej", "дополнительно" …) are skipped before the rate as "aside" is (calendar.json
 * aside): the goal is an income to reach, never a saving.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a sum earned extra a month is a rate to reach', () => {
  it.each([
    [
      'Quiero ganar 300 euros extra al mes antes de junio.',
      /^Voy a ganar 300 euros extra al mes antes de junio, anotando esta semana cuáles son mis ingresos ahora/u,
      /apartando/u,
    ],
    [
      'I want to make £300 more a month by March.',
      /^I will make £300 more a month by March, writing down this week what my income is now/u,
      /setting aside/u,
    ],
    ['Quero ganhar mais 300 euros extra por mês até ao verão.', /300 euros extra por mês/u, /guardando/u],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
