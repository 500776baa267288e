/**
 * Issue 33 (blind reading 112's 11): the Russian "попасть" ends in "-сть", which the infinitive rule
 * ("-ть" after a vowel) misses, so "хочу попасть на платформу вебтунов" was read as a thing to get and
 * written "Я получу попасть …", a broken sentence. It is an infinitive (verbs.json infinitives.ru also)
 * with its future ("попаду"), as are "сесть" and "прочесть"; a second aim joined by "и" is its own goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a Russian "попасть" is a verb', () => {
  it.each([
    ['Хочу попасть на платформу вебтунов или в студию к июлю.', /^Я попаду на платформу вебтунов или в студию к июлю/u],
    ['Мне 22, работаю официантом. Хочу попасть в IT-компанию тестировщиком до осени.', /Я попаду в IT-компанию тестировщиком до осени/u],
    ['Я рисую уже пять лет. Хочу собрать портфолио и попасть в студию анимации к июню.', /Я попаду в студию анимации к июню/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/получу попасть|и попасть в студию анимации к июню —/u);
  });
});
