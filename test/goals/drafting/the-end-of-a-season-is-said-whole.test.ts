/**
 * Issue 33 (blind reading 65's 9): "avant la fin de l'été" shared with a second goal came out as "Avant la fin, je
 * vais économiser 1 500 €": the French frame stopped at "la fin", and the end of what was lost. The frame takes the
 * season, month, year or week it ends (specifics.json timeFrames).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the end of a season or a year is said whole when a second goal shares it', () => {
  it.each([
    [
      "Je veux obtenir mon permis de conduire avant la fin de l'été et économiser 1 500 € pour acheter une voiture d'occasion.",
      "Avant la fin de l'été, je vais économiser 1 500 €",
    ],
    ["Je veux obtenir mon permis avant la fin de l'année et économiser 1 500 €.", "Avant la fin de l'année, je vais économiser 1 500 €"],
  ])('%s', (input, shared) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(shared);
    expect(out).not.toMatch(/Avant la fin,/u);
  });
});
