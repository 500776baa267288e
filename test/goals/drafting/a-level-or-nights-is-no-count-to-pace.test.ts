/**
 * Issue 33 (round 64): a figure after a level's word is a grade's label ("band 6 posts", "Stufe 3", "level 2"),
 * and nights are a limit or a rota: neither is a count of work to pace to the deadline. "apply for band 6 posts by
 * March" had been "aiming for at least 3 posts every month", "limiter mes gardes à 3 nuits d'ici mars" had been
 * "en visant au moins 2 nuits chaque mois".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a level or nights is no count to pace', () => {
  it.each([
    [
      'I want to apply for band 6 posts by March.',
      /^I will apply for band 6 posts by March, sending at least five tailored applications/u,
      /3 posts every month/u,
    ],
    ["Je voudrais limiter mes gardes à 3 nuits d'ici mars.", /^Je vais limiter mes gardes à 3 nuits d'ici mars,/u, /au moins 2 nuits/u],
  ])('%s', (input, goal, paced) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(paced);
  });
});
