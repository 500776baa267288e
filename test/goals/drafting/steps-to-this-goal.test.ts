/**
 * Issue 33 (blind reading 15): the generic measure's "sepíšu všechny potřebné kroky" read as steps
 * to nothing; it names them as the steps to this goal. And English "I need to be more visible" was
 * written "I will get be more visible": "to be" after "need" keeps its own verb. Round 53: feeling better in Polish,
 * German and Spanish is a wish of the happier family, measured by the mood rated each Sunday, not by the steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('the steps are the steps to this goal', () => {
  it.each([
    ['cs', 'Chtěla bych mít víc energie a líp se cítit.', /sepíšu všechny potřebné kroky k tomuto cíli, každý týden/u],
    ['pl', 'Chciałbym czuć się lepiej na co dzień.', /będę zapisywać trzy rzeczy, które tego dnia poszły dobrze/u],
    ['ru', 'Хочу лучше себя чувствовать каждый день.', /выпишу все нужные шаги к этой цели, каждую неделю/u],
    [
      'de',
      'Ich möchte mehr Energie haben und mich besser fühlen.',
      /mich besser fühlen; dafür mache ich jede Woche mindestens eine Sache/u,
    ],
    ['es', 'Quiero tener más energía y sentirme mejor.', /sentirme mejor en los próximos tres meses, haciendo cada semana/u],
  ])('%s', (_lang, wish, steps) => {
    expect(draftGoals(wish, NOV_26)).toMatch(steps);
  });
});

describe('English "need to be" keeps its verb', () => {
  it.each([
    ['I need to be more visible at work.', /^I will be more visible at work /mu],
    ['I need to be fitter by the summer.', /^I will be fitter by the summer, /mu],
  ])('%s', (text, goal) => {
    const goals = draftGoals(text, NOV_26);
    expect(goals).toMatch(goal);
    expect(goals).not.toMatch(/get be\b/u);
  });
});
