/**
 * Issue 33 (blind reading 111's 23, filler69's probes): a job from home wanted for so many hours a day ("nájsť si
 * prácu z domu aspoň na 4 hodiny denne") was read as a daily habit and measured by "každý splnený deň si odškrtnem
 * v kalendári". Hours a day of a job wanted are the job's size: the job search keeps its applications and
 * interviews (pace.ts colonPlans). A daily figure that is no hours ("one practice problem a day") stays a habit.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a job's hours a day are its size, no habit", () => {
  it.each([
    ['Do februára si chcem nájsť prácu z domu aspoň na 5 hodín denne, lebo sa starám o mamu.', /pošlem aspoň päť žiadostí/u],
    ['Chci si do března najít práci z domova na 4 hodiny denně, starám se o syna s autismem.', /pošlu alespoň pět přihlášek/u],
    ['I need to find a part-time job I can do from home, 3 hours a day, by the end of February.', /applications/u],
  ])('%s', (input, applications) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(applications);
    expect(out).not.toMatch(/odškrtnem|odškrtnu|marking each day I keep to it/u);
  });

  it('a practice problem a day is still ticked off', () => {
    expect(draftGoals('I want to get through technical interviews within six months, solving one practice problem a day.', NOW)).toMatch(
      /marking each day I keep to it in a calendar/u,
    );
  });
});
