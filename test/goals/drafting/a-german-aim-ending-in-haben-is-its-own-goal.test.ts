/**
 * Issue 33 (round 66's lead; blind reading 107's 26): "meinen Dispo von 2.500 € auf null bringen und als Kurier
 * mindestens zwei Abende pro Woche frei haben" stayed one goal, measured by the overdraft's repayment alone: "haben"
 * closing the second verb phrase is also a finite form ("wir haben"), so the phrase was read as a sentence and glued
 * back. The last word of a German verb phrase is its infinitive; a subject or finite verb before it still makes it a
 * sentence.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a German aim ending in "haben" is its own goal', () => {
  it.each([
    [
      'Ich möchte bis Ende August meinen Dispo von 2.500 € auf null bringen und als Kurier mindestens zwei Abende pro Woche frei haben.',
      /^2\. Bis Ende August werde ich als Kurier mindestens zwei Abende pro Woche frei haben; dafür/mu,
    ],
    [
      'Ich will weniger trinken, besser schlafen und wieder ein besseres Verhältnis zu meiner Tochter haben.',
      /^3\. .*werde ich wieder ein besseres Verhältnis zu meiner Tochter haben; dafür/mu,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/null bringen und als Kurier|schlafen und wieder/u);
  });
});
