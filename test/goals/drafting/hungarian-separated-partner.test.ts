/**
 * Issue 33, blind reading 16's 12: a divorced father worried about his son ("Tavaly váltunk el a
 * feleségemmel, a fiam … vele él") got "javítok a feleségemmel való kapcsolatomon". A partner told in a
 * sentence of separation is passed over; the next person the story names is the one to talk to.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a Hungarian partner one has separated from is not whom the relationship goal names', () => {
  it.each([
    [
      'Tavaly váltunk el a feleségemmel, a fiam (15 éves) vele él. Amikor nálam van, alig beszélünk. Nem akarok az a szülő lenni, aki csak kiabál.',
      /a fiammal való kapcsolatomon/u,
    ],
    ['Elváltam a férjemtől, és a lányom azóta alig beszél velem. Sokat kiabálok vele.', /a lányommal való kapcsolatomon/u],
  ])('%s', (input, named) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(named);
    expect(out).not.toMatch(/feleségemmel|férjemmel/u);
  });

  it('a partner one quarrels with and lives with is still named', () => {
    expect(draftGoals('A feleségemmel mostanában sokat veszekszünk a pénzen.', NOW)).toMatch(/a feleségemmel való kapcsolatomon/u);
  });
});
