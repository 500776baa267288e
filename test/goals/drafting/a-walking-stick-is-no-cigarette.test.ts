/**
 * Issue 33 (health67's probes): "Po mŕtvici chcem prejsť bez paličky 2 km" (to walk 2 km without a
 * stick after a stroke) got a plan to smoke two cigarettes a day fewer: the Polish smoking cue "palić"
 * begins the folded Slovak and Czech "paličky", "palice". It is a whole word now; a walk without a
 * stick is a distance built up, and the Polish quitter keeps the smoking plan.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a walking stick is no cigarette', () => {
  it.each([
    ['Chcem do júna prejsť bez paličky 2 km.', /Prejdem bez paličky 2 km do júna – budem trénovať trikrát týždenne/u],
    ['Chcem do júna chodiť bez paličky.', /Budem chodiť bez paličky do júna/u],
    ['Chci do června ujít bez palice 3 km.', /bez palice 3 km/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/cigaret/u);
  });

  it('a Polish smoker keeps the smoking plan', () => {
    expect(draftGoals('Nie chcę już palić, palę 15 dziennie.', NOW)).toMatch(/papierosów/u);
  });
});
