/**
 * Issue 33 (blind reading 107's 11): a Hungarian courier's whole monthly income, told as what comes in
 * ("Havonta kb. 320 ezer forint jön össze"), was written "Idén minden hónapban félreteszek 320 ezer
 * forintot", and the loan he feared would be called in ("felmondják a hitelt,") was left out: "hitelt"
 * was a debt stem only before a space. What comes in ("jön össze", "jön be", "összejön", "bejön") is the
 * pay, no sum to save (hungarian.json spent), and "hitelt" before a comma or a full stop is the loan held.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('Hungarian income that comes in is no saving', () => {
  it.each([
    'Wolt futár vagyok Budapesten. Havonta kb. 320 ezer forint jön össze, de nagyon hullámzó. Két éve felvettem egy személyi kölcsönt, még 900 ezer van hátra. Amitől a legjobban tartok, az az, hogy ha még egyszer késem, felmondják a hitelt, és akkor vége.',
    'Futár vagyok, havonta 280 ezer forint jön be. Tavaly felvettem egy kölcsönt, és félek, hogy felmondják a hitelt.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/rendezem az adósságaimat: két héten belül felírom az összes tartozásomat/u);
    expect(out).not.toMatch(/félreteszek (?:320|280) ezer forintot/u);
  });
});
