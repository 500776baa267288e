/**
 * Issue 33 (round 27): a text of two or three words carries little evidence of its language. "Fui demitido" shares
 * "fui" with Spanish and was answered in Spanish; "Will 5 km laufen" (German with its "ich" left out) shares "will"
 * with English and was answered in English, its 5 km lost. Portuguese's own words of a lost job and German
 * infinitives' own endings tell them apart, and a German statement opening with its wish is the mentee's own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a short text is read in its own language', () => {
  it.each([
    ['Fui demitido.', 'Vou encontrar um novo emprego', /Voy a/u],
    ['Fui mandada embora.', 'Vou encontrar um novo emprego', /No response/u],
    ['Will 5 km laufen', 'werde ich 5 km laufen;', /I will/u],
    ['Will 10 Kilo abnehmen', 'werde ich 10 Kilo abnehmen;', /I will/u],
    ['Möchte Spanisch lernen.', 'werde ich Spanisch lernen;', /I will/u],
  ])('%s', (input, own, other) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(own);
    expect(out).not.toMatch(other);
  });
});
