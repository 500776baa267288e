/**
 * Issue 33 (round 63's probes): "A taky bych se ráda naučila líp německy" read "Naučím líp německy" (blind reading
 * 99's 8): the wish cue "bych se ráda" took the reflexive with it, so the goal lost its "se". The cue now starts
 * after the clitic (intents.json cs cues), which stays before it and goes with the verb, as it does when told
 * before any other cue ("Letos se chci naučit …"); "si" alike ("bych si ráda našla").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a Czech clitic before "ráda" stays', () => {
  it.each([
    ['A taky bych se ráda naučila líp německy, protože v Rakousku platí pečovatelky líp.', /^Naučím se líp německy /u, /Naučím líp/u],
    ['Já bych se rád naučil plavat.', /^Naučím se plavat /u, /Naučím plavat/u],
    ['Taky bych si ráda našla novou práci do léta.', /^Najdu si novou práci do léta/u, /Najdu novou/u],
  ])('%s', (input, goal, broken) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(broken);
  });
});
