/**
 * Issue 33 (blind reading 112's 19): two Italian aims joined into one goal were written with "e" before
 * a future in e- ("Imparerò a leggere la musica e entrerò in una band"), where Italian writes "ed"
 * (split.ts, as the Spanish "y" is "e" before an "i" sound). Before another sound the "e" stays.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('an Italian "e" is "ed" before an e-', () => {
  it.each([
    ['Vorrei imparare a leggere la musica ed entrare in una band entro settembre.', /ed entrerò in una band entro settembre/u],
    [
      "Sono infermiera. Vorrei imparare l'inglese ed entrare in un ospedale a Londra entro settembre.",
      /Imparerò l'inglese ed entrerò in un ospedale/u,
    ],
    ['Vorrei imparare lo spagnolo ed entrare in un coro entro giugno.', /Imparerò lo spagnolo ed entrerò in un coro/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/ e entrerò/u);
  });

  it('keeps "e" before another sound', () => {
    expect(draftGoals('Voglio trovare un lavoro e essere più sereno entro marzo.', NOW)).toMatch(/Troverò un lavoro e sarò più sereno/u);
  });
});
