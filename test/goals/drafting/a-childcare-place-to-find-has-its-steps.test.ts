/**
 * Issue 33 (round 61's probes): a childcare place to find, stated as an aim, had the weekly-steps filler —
 * "Ich möchte bis Ende Februar einen Kitaplatz für meinen Sohn finden" was "schreibe ich in der ersten Woche alle
 * nötigen Schritte … auf", "найти ребёнку место в детском саду" and a single mother's "find cheaper childcare by
 * March" likewise. A nursery, a childminder or a Kita place found (aims.json, with a word of finding or of a place)
 * is the child's name put down with three of them, help with the costs asked for and the waiting lists chased
 * until a place is agreed; a job at a nursery ('without': work) is a job search still.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a childcare place to find is put down for, its costs asked about and its waiting lists chased', () => {
  it.each([
    [
      'Ich möchte bis Ende Februar einen Kitaplatz für meinen Sohn finden.',
      /^Ich werde bis Ende Februar einen Kitaplatz für meinen Sohn finden; dafür melde ich mein Kind noch diese Woche bei mindestens drei Kitas/u,
    ],
    [
      'Хочу до лета найти ребёнку место в детском саду.',
      /^Я найду ребёнку место в детском саду до лета — ещё на этой неделе подам заявления минимум в три садика/u,
    ],
    [
      "I'd like to find cheaper childcare by March.",
      /^I will find cheaper childcare by March, putting my child's name down this week with at least three nurseries/u,
    ],
    [
      "Je veux trouver une nounou moins chère d'ici janvier.",
      /^Je vais trouver une nounou moins chère d'ici janvier, en inscrivant mon enfant dès cette semaine/u,
    ],
  ])('%s', (text, goal) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/every step it takes|alle nötigen Schritte|все нужные шаги|toutes les étapes/u);
  });

  it('a job at a nursery is no place for a child', () => {
    expect(draftGoals('I want to find a job at a nursery by March.', NOV_25)).not.toMatch(/my child's name/u);
  });
});
