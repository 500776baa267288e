/**
 * Issue 33, second hunt for breaks (lang15b): Hungarian takes the singular after a numeral ("Két gyerekem
 * van"), so two children told that way are still several in the goal: "a gyerekeimmel", "velük".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('children counted in Hungarian are several', () => {
  it.each([
    'Két gyerekem van, 6 és 9 évesek, és esténként mindig veszekszünk. Jobb kapcsolatot szeretnék velük.',
    'Három gyerekem van, otthon sokat veszekszünk, jobb kapcsolatot szeretnék velük.',
  ])('%s', (input) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(/a gyerekeimmel való kapcsolatomon/u);
    expect(output).toMatch(/velük/u);
    expect(output).not.toMatch(/gyerekemmel|beszélek vele /u);
  });

  it('one child stays one', () => {
    const output = draftGoals('A lányom 15 éves, alig beszélünk, jobb kapcsolatot szeretnék a lányommal.', NOW);
    expect(output).not.toMatch(/velük/u);
  });
});
