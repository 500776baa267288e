/**
 * Issue 33: "Я не хочу больше работать в продажах" was answered "я научусь больше не работать в
 * продажах" (I will learn to no longer work in sales). A negated wish about where one works or lives
 * is left ("я перестану работать в продажах"), in five Slavic languages (templates/negated.json stop);
 * a habit is still learnt not to have ("научусь больше не ссориться").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('a negated work or home is left, not learnt', () => {
  it.each([
    ['Я не хочу больше работать в продажах. Хотела бы перейти в HR.', 'я перестану работать в продажах'],
    ['Nechci už pracovat v bance.', 'přestanu pracovat v bance'],
    ['Nie chcę już pracować w korporacji.', 'przestanę pracować w korporacji'],
    ['Я не хочу більше працювати на заводі.', 'я перестану працювати на заводі'],
    ['Nechcem už bývať u rodičov.', 'prestanem bývať u rodičov'],
  ])('%s', (input, left) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(left);
    expect(out).not.toMatch(/научусь больше не|naučím nepracovat|nauczę się nie pracować|навчуся більше не працювати|naučím nebývať/u);
  });

  it.each([
    ['Не хочу больше ссориться с мамой.', 'я научусь больше не ссориться с мамой'],
    ['Nechci být pořád ve stresu.', 'se naučím nebýt pořád ve stresu'],
    // A time after the verb makes it a habit: still learnt, not left.
    ['Nechci pracovat o víkendech.', 'se naučím nepracovat o víkendech'],
    ['Nie chcę pracować po godzinach.', 'nauczę się nie pracować po godzinach'],
    ['Не хочу работать по выходным.', 'я научусь не работать по выходным'],
  ])('a habit is still learnt: %s', (input, learnt) => {
    expect(draftGoals(input, NOW)).toContain(learnt);
  });
});
