/**
 * Issue 33: "найти там работу бухгалтером" was written "Я найду там работу бухгалтером": a "there"
 * copied into a goal that names no place for it to point at. A place pointed at (там, tam, dort,
 * là-bas, allí, lì, lá) leaves the aim, as a time pointed at does (gate.json placeAnaphors).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a place pointed at is not copied', () => {
  it.each([
    ['Мы переезжаем в Казань в феврале. Хочу найти там работу бухгалтером.', /найду работу бухгалтером/u, /там/u],
    ['Przeprowadzamy się do Gdańska w lutym. Chcę znaleźć tam pracę jako księgowa.', /pracę jako księgowa/u, /\btam\b/u],
    ['Wir ziehen im März nach Graz. Ich will dort einen Job als Pflegerin finden.', /einen Job als Pflegerin finden/u, /\bdort\b/u],
    ['Nos mudamos a Bilbao en abril. Quiero encontrar allí trabajo de enfermera.', /encontrar trabajo de enfermera/u, /allí/u],
    ['Ci trasferiamo a Bari a marzo. Voglio trovare lì un lavoro da contabile.', /[Tt]roverò un lavoro da contabile/u, /\blì\b/u],
    ['Nous déménageons à Nantes en mars. Je veux trouver là-bas un poste de comptable.', /trouver un poste de comptable/u, /là-bas/u],
  ])('%s', (input, kept, pointer) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(pointer);
  });
});
