/**
 * Issue 33: a Romance sentence may open with a word that ends like an infinitive and is none — a
 * preposition or a determiner ("entre", "contre", "notre", "autre") or a noun ("lugar"). Read as a
 * bare infinitive, it became the goal: "Je vais entre les cours et le travail …", "Voy a lugar de
 * trabajo …", with a job search's measures. Such a sentence is a story, not a goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a word that only ends like an infinitive opens no goal', () => {
  it.each([
    [
      'fr',
      "Je suis épuisée : entre mon travail à l'hôpital et mes études, je n'ai plus de temps pour moi et je dors à peine cinq heures par nuit.",
      'Je vais entre',
    ],
    ['fr', "Contre toute attente, j'ai perdu mon emploi en octobre et je cherche depuis.", 'Je vais contre'],
    ['fr', "Notre appartement est trop petit et je veux déménager avant l'été.", 'Je vais notre'],
    ['fr', 'Entre les cours et le travail, je n’arrive plus à dormir.', 'Je vais entre'],
    ['es', 'Lugar de trabajo lejos de casa, paso tres horas al día en el tren.', 'Voy a lugar'],
  ])('%s: %s', (_lang, input, broken) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toContain(broken);
    expect(out).not.toBe('No response.');
  });

  it('a real French infinitive in -re still opens a goal', () => {
    expect(draftGoals('Apprendre le piano avant juin.', NOW)).toMatch(/^Je vais apprendre le piano/u);
  });
});
