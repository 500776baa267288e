/**
 * Issue 33 (blind reading 105's 5): "necesito turnos fijos de mañana sí o sí" became "Voy a conseguir turnos fijos de mañana sí
 * o sí", the mentee's vow pasted into the goal. How much an aim is meant ("sí o sí", "no matter what", "любой ценой", "za každou
 * cenu") is no part of it: gate.json's fillers drop it, so the goal reads as a plain sentence.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a vow of resolve leaves the goal', () => {
  it.each([
    ['Quiero conseguir turnos fijos de mañana sí o sí.', /^Voy a conseguir turnos fijos de mañana en /u, /sí o sí/u],
    ['I want to get a day job no matter what.', /^I will get a day job within /u, /no matter what/u],
    ['Хочу найти работу любой ценой до весны.', /^Я найду работу до весны/u, /любой ценой/u],
    ['Chci za každou cenu najít práci do jara.', /^Najdu práci do jara/u, /za každou cenu/u],
    ['Je veux trouver un CDI à tout prix.', /^Je vais trouver un CDI au cours/u, /à tout prix/u],
  ])('%s', (input, goal, vow) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(vow);
  });
});
