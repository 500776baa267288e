/**
 * Issue 33 (round 66's lead; blind reading 112's 19): "Imparerò a leggere la musica e entrerò in una band" — the
 * mentee wrote "ed entrare", and the joined future lost the euphonic "d". Italian writes "ed" before a word in "e",
 * Spanish "e" for "y" before a word in "i" or "hi" (not "hie"): both are applied to every goal in these languages.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('Italian "ed" and Spanish "e" before a vowel', () => {
  it.each([
    ['Vorrei imparare a leggere la musica ed entrare in una band entro settembre.', /musica ed entrerò in una band/u, / e entrerò/u],
    ['Quiero ahorrar 500 euros y ir a Japón en verano.', /ahorrar 500 euros e ir a Japón/u, / y ir /u],
  ])('%s', (input, right, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(right);
    expect(out).not.toMatch(wrong);
  });
});
