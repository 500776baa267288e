/**
 * Issue 33 (blind readings 105's 28 and 106's 28): "Quiero volver a sentirme yo misma, no sé" and "Quiero tener las cosas más
 * claras, no sé, sentir que voy hacia algún lado" were echoed back ("Voy a sentir que voy hacia algún lado …") with the
 * weekly-steps filler, twice. Feeling oneself again is a fresh start (wishes.json restart) and wanting clarity or a direction is
 * finding one's calling (calling): each family's first step answers the wish.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a wish for clarity or to be oneself again is no echo', () => {
  it.each([
    ['Quiero volver a sentirme yo misma, no sé.', /cómo quiero que sea mi vida en tres áreas/u, /sentirme yo misma/u],
    ['Quiero tener las cosas más claras, no sé, sentir que voy hacia algún lado.', /diez cosas que hago bien/u, /Voy a sentir que voy/u],
    ['I want to know where I am going in life.', /ten things I am good at or enjoy doing/u, /three areas of my work or life/u],
    ['Chci mít jasno, kam směřuju.', /sepíšu deset věcí, které mi jdou/u, /Budu mít jasno/u],
  ])('%s', (input, step, echo) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(step);
    expect(out).not.toMatch(echo);
    expect(out).not.toMatch(/todos los pasos necesarios para este objetivo|všechny potřebné kroky/u);
  });
});
