/**
 * Issue 33, blind reading 8: "за этот год" ("this year") was not read as the goal's time frame, so
 * the default one was added beside it: "Я прочитаю 24 книги за этот год в течение двенадцати месяцев"
 * — two deadlines in one sentence.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

// In May: 24 books fit in the rest of the year (in its last weeks the year becomes the next twelve months, year-almost-over.test.ts).
const NOW = new Date(Date.UTC(2026, 4, 15));

describe('"this year" is the one deadline', () => {
  it.each([
    ['Хочу прочитать 24 книги за этот год.', 'за этот год', /в течение|месяцев/u],
    ['Хочу прочитати 24 книги за цей рік.', 'за цей рік', /протягом|місяців/u],
  ])('%s', (input, own, added) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(own);
    expect(out).not.toMatch(added);
  });
});
