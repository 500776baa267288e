/**
 * Issue 33 (round 26 fresh reading 18): a French goal keeps two gerund clauses and says the rest in a sentence of
 * its own ("Je vais aussi …", templates/fr.ts). A last clause that only pointed back ("en notant chacun", "en en
 * ajoutant un") lost what it pointed at there: "Je vais aussi noter chacun." The measures name what they count.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a measure told in a sentence of its own names what it counts', () => {
  it.each([
    [
      "Je bois trop, surtout le week-end, parfois une bouteille de vin par soir. Ma compagne commence à s'inquiéter.",
      'Je vais aussi noter chaque verre.',
      /noter chacun\./u,
    ],
    [
      "J'ai peur de téléphoner, j'évite tous les appels au travail.",
      "Je vais aussi ajouter un appel toutes les deux semaines et noter après chaque appel comment il s'est passé.",
      /en ajouter un|après chacun/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(phrase);
    expect(goals).not.toMatch(broken);
  });
});
