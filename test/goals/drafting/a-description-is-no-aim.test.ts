/**
 * Issue 33 (readers 113–115): "trovare un appartamento qui è un incubo" (finding a flat here is a
 * nightmare) gave "Troverò un appartamento qui è un incubo entro …": the description pasted into the
 * aim. "è un incubo", "es una pesadilla", "é um pesadelo", "est un cauchemar" (a disaster, a hell) after
 * the aim, not after "che", "que", "qui", end it (intents.json clauseCut). "Difficult" is left out: "Hablar
 * en público es difícil para mí" is a difficulty the drafter answers as such.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a description is no aim', () => {
  it.each([
    ['Devo lasciare la casa entro aprile e trovare un appartamento qui è un incubo.', /troverò un appartamento qui, fissando/u],
    ['Tengo que dejar el piso en abril y encontrar otro piso aquí es una pesadilla.', /voy a encontrar otro piso aquí, fijando/u],
    ['Preciso sair de casa em abril e achar um apartamento aqui é um pesadelo.', /vou achar um apartamento aqui, definindo/u],
    ["Je dois quitter l'appartement en avril et trouver un logement ici est un cauchemar.", /je vais trouver un logement ici, en fixant/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/è un incubo|es una pesadilla|é um pesadelo|est un cauchemar/u);
  });
});
