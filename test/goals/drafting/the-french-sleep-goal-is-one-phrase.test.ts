/**
 * Issue 33, blind readings 35 (5) and 36 (3): the French sleep goal was "mieux dormir, à des heures
 * régulières", a comma that left "au cours des deux prochains mois" hanging on the adverbial phrase ("Je vais
 * mieux dormir, à des heures régulières au cours des deux prochains mois"). It is one phrase, as in the other
 * languages ("sleep better and on a regular schedule").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('the French sleep goal is one phrase', () => {
  it.each([
    "J'ai ouvert ma boulangerie il y a un an. Je travaille 70 heures par semaine et je dors mal.",
    "Je suis comptable, je dors mal depuis des mois et j'ai arrêté le sport.",
  ])('%s', (input) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toMatch(/Je vais dormir mieux et à des heures régulières/u);
    expect(answer).not.toMatch(/dormir, à des heures/u);
  });
});
