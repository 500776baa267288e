/**
 * Issue 33 (blind reading 114's 13, round 70): "Ráda bych z toho udělala živnost" made the goal "Udělám z
 * toho živnost": a pointer right after the verb ("z toho", "de esto", "out of it") names a thing told
 * before the clause, which the goal cannot name, so the clause is no aim (gate.json backPointers, read at
 * a clause's first two words; danglingEnds for the English "of it" at its end).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a pointer after the verb names no goal', () => {
  it.each([
    ['Ráda bych z toho udělala živnost, ale nevím nic o daních.', /z toho/u],
    ['Chcela by som z toho urobiť živnosť, ale neviem nič o daniach.', /z toho/u],
    ['Me gustaría hacer de esto un negocio, pero no sé nada de impuestos.', /de esto/u],
    ["I'd love to make a business out of it but I know nothing about tax.", /out of it/u],
    ['Vorrei farne un lavoro vero, ma non so niente di partita IVA.', /farne/u],
  ])('%s', (input, pasted) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(pasted);
    expect(out.length).toBeGreaterThan(40);
  });
});
