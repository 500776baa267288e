/**
 * Issue 33 (round 51's probes): in the Hungarian fallback, the rent, the bills and the pay are what the month costs or
 * brings, and a sum told as had is had: none is a sum to put aside. "Minden hónapban 120 ezer forint a lakbérem" was
 * written "minden hónapban félreteszek 120 ezer forintot" (the rent as a monthly saving), and "Már van 3 millió
 * forintom" would have been the next sum to save. The saving goal takes the sum the person wants to put aside, or,
 * with none, the general money goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('Hungarian rent, pay and savings had are no sum to save', () => {
  it('the rent and the pay beside a flat to buy: the money goal, no rent saved', () => {
    const goals = draftGoals(
      'Szeretnék 2027 végéig egy saját lakást venni. Minden hónapban 120 ezer forint a lakbérem, és 450 ezret keresek. Már van 3 millió forintom.',
      NOV_25,
    );
    expect(goals).toMatch(/^2027 végéig rendbe teszem a pénzügyeimet: minden hónapban félreteszek egy fix összeget/u);
    expect(goals).not.toMatch(/120 ezer|3 millió/u);
  });

  it('the rent told before the sum to save: that sum is saved', () => {
    const goals = draftGoals(
      'Havonta 150 ezer forint az albérletem, és 400 ezer forintot keresek. Szeretnék félretenni 1 millió forintot egy autóra.',
      NOV_25,
    );
    expect(goals).toMatch(/^A következő tizenkét hónapban félreteszek 1 millió forintot, havonta egyenlő részletekben/u);
    expect(goals).not.toMatch(/150 ezer|400 ezer/u);
  });
});
