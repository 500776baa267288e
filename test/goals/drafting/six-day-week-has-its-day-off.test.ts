/**
 * Issue 33 (blind reading 20's 06): a baker who works "six jours sur sept" was told to take "chaque
 * semaine un jour de repos complet" — the day she already has. A six-day week keeps its one day off
 * free of work and adds a second one every other week (gate.json ownFigures).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a six-day week has its day off already', () => {
  it.each([
    [
      "Je tiens une crêperie à Rennes depuis trois ans, j'y suis six jours par semaine et je suis à bout.",
      /un deuxième jour de repos toutes les deux semaines|mon seul jour de repos/u,
      /chaque semaine un jour de repos complet|en gardant un jour par semaine/u,
    ],
    [
      'I run a small bakery and work 6 days a week from 4am, and I feel totally burnt out.',
      /second day off every other week|my one day off a week/u,
      /taking one full day off every week|keeping one day a week free/u,
    ],
    [
      'Vedu malé kadeřnictví, dělám šest dní v týdnu a jsem úplně vyhořelá.',
      /každý druhý týden vezmu druhý den volna|o svém jediném volném dni/u,
      /každý týden vezmu jeden celý den volna|jeden den v týdnu nebudu pracovat/u,
    ],
    [
      'Estoy quemada: trabajo seis días a la semana en la tienda de mis padres.',
      /mi único día libre|segundo día libre cada dos semanas/u,
      /dejando un día a la semana libre|un día libre completo cada semana/u,
    ],
  ])('%s', (input, fits, already) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(fits);
    expect(out).not.toMatch(already);
  });
});
