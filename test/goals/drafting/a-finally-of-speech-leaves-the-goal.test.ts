/**
 * Issue 33 (blind reading 43's 10): "Chcela by som sa konečne naučiť poriadne po anglicky" became
 * "Naučím sa konečne po anglicky …": the mentee's "finally" pasted into a goal that stands alone. A
 * "finally" of speech in the goal's own words (gate.json fillers, every language) leaves it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a "finally" of speech leaves the goal', () => {
  it.each([
    ['Chcela by som sa konečne naučiť poriadne po anglicky, lebo dcéra žije v Írsku.', /konečne/u, /Naučím sa po anglicky/u],
    ['Chci se konečně naučit německy do září.', /konečně/u, /Naučím se německy do září/u],
    ['I want to finally learn Spanish.', /finally/u, /I will learn Spanish/u],
    ['Ich will morgens endlich frühstücken.', /endlich/u, /werde ich morgens frühstücken/u],
  ])('%s', (input, gone, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(gone);
    expect(out).toMatch(kept);
  });
});
