/**
 * Issue 33 (blind reading 88's 2, round 55): the French and Portuguese theory test is told by the highway
 * code ("avoir mon code de la route", "exame de código"), and an English "theory test" alone: they were
 * measured in study hours or a generic exam's mock papers. They are the driving test's theory: lessons,
 * theory questions every day and the theory test booked. "learn to code" stays a skill.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the highway code is the driving theory test', () => {
  it.each([
    ['Je veux avoir mon code de la route avant mars.', /en faisant 20 questions du code chaque jour/u, /heures par semaine/u],
    ['Quero passar no exame de código da carta até março.', /fazendo 20 perguntas da prova teórica todos os dias/u, /horas por semana/u],
    [
      'I want to pass my theory test in January.',
      // Round 61: the theory test alone takes no driving lessons; a full mock test each Sunday instead.
      /doing 20 practice theory questions every day, taking a full mock test every Sunday and booking the theory test/u,
      /hours a week|driving lessons/u,
    ],
  ])('%s', (text, measure, other) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal).toMatch(measure);
    expect(goal).not.toMatch(other);
  });

  it('"learn to code" is no driving', () => {
    expect(draftGoals('I want to learn to code in Python.', NOV_25)).not.toMatch(/driving|theory/u);
  });
});
