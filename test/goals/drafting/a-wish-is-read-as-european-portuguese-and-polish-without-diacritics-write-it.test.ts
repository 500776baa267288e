/**
 * Issue 33 (round 47): European Portuguese says a wish with "Gostava de …" and many Poles type without diacritics
 * ("Chcialbym …, zeby …"); neither was read as a wish, so the person's own aim with its figure and date was lost to a
 * generic first step or to a raise (intents.json: the wish's words, the clause cut at "zeby").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a wish is read as European Portuguese and Polish without diacritics write it', () => {
  it.each([
    [
      'Gostava de poupar 3000 euros até dezembro para ir visitar a minha família ao Brasil.',
      // The sum reachable by December, the whole 3,000 after it (a-saving-goal-names-what-it-reaches-by-its-date).
      'Vou poupar 1.000 euros até dezembro para ir visitar a minha família ao Brasil',
      /três coisas que posso mudar/u,
    ],
    ['Gostava de ler 12 livros no próximo ano e dormir antes da meia-noite.', 'Vou ler 12 livros no próximo ano', /três coisas/u],
    [
      'Chcialbym znalezc lepsza prace zeby zarabiac wiecej, teraz mam 3500 na reke.',
      'Znajdę lepsza prace w ciągu sześciu miesięcy',
      /podwyżkę/u,
    ],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });
});
