/**
 * Issue 33 (round 57's probes, blind reading 89's 14): a French goal keeps two gerund clauses a sentence, the
 * third on a sentence "Je vais aussi …" of infinitives (templates/fr.ts twoGerunds); a concern joined after the
 * goal ("Par ailleurs, je vais perdre les six premiers des 8 kilos, en me pesant chaque lundi matin") had its
 * gerund turned too, a spliced "…des 8 kilos, me peser chaque lundi matin". Each sentence counts its own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('each sentence keeps its own gerunds', () => {
  it('fr: the weight joined after the caffeine goal', () => {
    const out = draftGoals(
      "Infirmière de nuit depuis 11 ans (3 nuits par semaine), je n'arrive plus à dormir correctement même les jours de repos. Je prends 6 à 7 cafés par jour pour tenir et j'ai pris 8 kilos en deux ans. Mon mari et moi on se croise à peine. J'ai 46 ans et je me demande si je dois demander à passer de jour, mais il n'y a pas de poste avant l'été. En attendant je veux au moins améliorer mon sommeil et mon alimentation.",
      NOV_25,
    );
    expect(out).toMatch(/Je vais aussi noter chaque tasse pendant quatre semaines\./u);
    expect(out).toMatch(/Par ailleurs, je vais perdre les six premiers des 8 kilos, en me pesant chaque lundi matin\./u);
    expect(out).not.toMatch(/kilos, me peser/u);
  });
});
