/**
 * Issue 33 (final round of stated16b): a cooking or pastry course named by its cuisine ("un corso di
 * pasticceria francese") was read as learning French — lessons and a level test — or as a hobby's
 * "new piece of music"; it is recipes tried. An English teaching certificate (CELTA, TEFL) told with a
 * purpose abroad is an exam, not a move (topics.json, before.json, aims.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe('a course named by its cuisine is cooking, not a language', () => {
  it.each([
    ['Vorrei frequentare un corso di pasticceria francese a febbraio.', /ricetta nuova/u, /lezioni a settimana|test di livello|brano/u],
    ['Je veux suivre un cours de cuisine italienne au printemps.', /nouvelle recette/u, /test de niveau|morceau/u],
    ['Chci na jaře absolvovat kurz vaření thajské kuchyně.', /nové recepty/u, /skladbu|lekce týdně/u],
    ['Quiero hacer un curso de repostería francesa en enero.', /receta nueva/u, /prueba de nivel|pieza/u],
  ])('%s', (input, own, never) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    expect(out).not.toMatch(never);
  });

  it.each([
    ['I want to pass my CELTA by June so I can teach English abroad.'],
    ['I want to get a TEFL certificate by March so I can work in Spain.'],
  ])('a teaching certificate is an exam, not a move: %s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/practice exam/u);
    expect(out).not.toMatch(/housing/u);
  });
});
