/**
 * Issue 33 (breaker round 27): five Cyrillic words with no "і", "ї", "є" or "ґ" are read as Russian, so "Хочу
 * орендувати власну квартиру до весни" was answered in Russian, with a second deadline pasted after the first
 * ("до весни в течение двенадцати месяцев"). An infinitive no Russian word ends like ("схуднути", "орендувати") is
 * as sure a sign of Ukrainian as those letters; Russian words in "-ти" ("десяти", "почти") still read as Russian.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { detectLanguage } from '../../../src/goals/drafting/language.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a Ukrainian infinitive keeps the answer Ukrainian', () => {
  it.each([
    ['Хочу орендувати власну квартиру до весни.', 'Моя мета — орендувати власну квартиру до весни;', /течение|Моя цель/u],
    ['Хочу схуднути на 5 кг до зими.', 'Я схудну на 5 кг протягом чотирьох місяців —', /течение|Моя цель/u],
  ])('%s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });

  it.each(['Хочу сдать экзамен до десяти часов утра на права.', 'Хочу почти сразу найти работу до весны.'])('%s stays Russian', (text) => {
    expect(detectLanguage(text)).toBe('ru');
  });
});
