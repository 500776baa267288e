/**
 * Issue 33 (blind reading 110's 22, filler69's probes): an Etsy shop to open ("open my Etsy shop before Christmas",
 * "ouvrir ma boutique Etsy") got the weekly-steps filler, and an інтернет-магазин five hours a week. An
 * Etsy shop read as no business is a platform and delivery chosen, the first ten products online with photos and
 * prices, a test order and the orders counted (aims.json, after a sales rate); an інтернет-магазин read as a business keeps
 * the business's own steps (own-measures.json), as the pinned launches weeks away do.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('an online shop is set up on a platform or asked about', () => {
  it.each([
    ['I want to open my Etsy shop before Christmas.', /choosing a shop platform and a delivery service within two weeks/u],
    ['Je veux ouvrir ma boutique Etsy de bijoux avant Noël.', /une plateforme de boutique et un service de livraison/u],
    ['Хочу до весни запустити інтернет-магазин своїх свічок.', /запитаю щонайменше 20 можливих клієнтів/u],
  ])('%s', (input, steps) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(steps);
    expect(out).not.toMatch(/every step it takes|toutes les étapes nécessaires|pět hodin|п.ять годин/u);
  });
});
