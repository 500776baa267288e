/**
 * Issue 33 (round 65; blind reading 106's 24): "закрити всі борги до кінця семестру" are credits or exams owed,
 * and the goal was repaid as money, "починаючи з найдорожчого". Debts told with a term or one's studies
 * (topics.json: "борги"/"долги" within three words of "семестр", "навчання", "учёба", "заліки"; a session's debts keep their plan by subject) are an
 * exam's topic: study hours, mock tests and the date booked.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('study debts are credits to pass', () => {
  it.each([
    ['Хочу закрити всі борги до кінця семестру.', /^Я закрию всі борги до кінця семестру — навчатимуся/u],
    ['Хочу закрыть долги по учёбе до конца января.', /^Я закрою долги по учёбе до конца января — буду заниматься/u],
    ['Хочу закрити борги з навчання до кінця лютого.', /^Я закрию борги з навчання до кінця лютого — навчатимуся/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/найдорожч|самого дорогого|відкладатиму|откладывать/u);
  });

  it('leaves money debts alone', () => {
    expect(draftGoals('Хочу виплатити всі борги до кінця року.', NOW)).toMatch(/боргів із сумою й терміном/u);
  });
});
