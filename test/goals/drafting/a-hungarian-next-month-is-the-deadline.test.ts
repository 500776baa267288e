/**
 * Issue 33 (blind reading 112 #22): "Jövő februárban szeretnék felvételizni a Színművészetire" was answered "A
 * következő három hónapban …": a month told with "jövő" in -ban/-ben ("next February") was no deadline of
 * hungarian.json. It is the goal's "by" now ("Jövő februárig"); a month alone in -ban/-ben is not, as a story's past
 * month is told the same way ("márciusban veszítettem el az állásomat").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a Hungarian next month is the deadline', () => {
  it.each([
    ['Jövő februárban szeretnék felvételizni a Színművészetire, addig meg akarok tanulni három monológot.', /^1\. Jövő februárig /mu],
    ['Jövő szeptemberben szeretnék egyetemre menni, ezért le akarom tenni a B2-es angol nyelvvizsgát.', /^Jövő szeptemberig leteszem/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });

  it('a month told alone of the past is no deadline', () => {
    const out = draftGoals('Márciusban veszítettem el az állásomat, és azóta nem találok munkát.', NOW);
    expect(out).not.toMatch(/Márciusig/u);
  });
});
