/**
 * Issue 33 (round 64; blind reading 102): learning by oneself told after the infinitive in the dative ("хочу
 * навчитися самій", "хочу научиться самому") was echoed with the first-person future unchanged: "Я навчуся самій
 * англійської" breaks the agreement. The future says it in the nominative ("Я навчуся сама", "Я научусь сам"),
 * by life.json's fact of learning by oneself; Czech and Polish "sama" stay as they are.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('learning by oneself keeps its agreement', () => {
  it.each([
    ['Хочу навчитися самій англійської, бо курси дуже дорогі.', /^Я навчуся сама англійської/u, /самій/u],
    ['Хочу навчитися самому грати на гітарі до літа.', /^Я навчуся сам грати на гітарі/u, /самому/u],
    ['Хочу научиться самой программировать на Python до лета.', /^Я научусь сама программировать на Python до лета/u, /самой/u],
    ['Хочу научиться самому готовить до весны.', /^Я научусь сам готовить/u, /самому/u],
    ['Chci se naučit sama programovat do září.', /^Naučím se sama programovat do září/u, /samou|sami/u],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });
});
