/**
 * Issue 33 (readers 113–115): hedges after the aim were pasted into the goal before its deadline:
 * "Je vais reprendre ce métier, même à temps partiel au cours des six prochains mois", "Mi sentirò più
 * sicura di me, sul lavoro e non solo entro i prossimi tre mesi". French "même" before "à", "au", "en"
 * is dropped (gate.json timeAnaphors: "à temps partiel" stays the aim's), ", même un …" is a hedge cut
 * off (intents.json hedges); "e non solo", "y no solo", "e não só", "et pas seulement" ending the
 * clause end the aim, with the place said before them after a comma (intents.json clauseCut).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a hedge after the aim is no part of it', () => {
  it.each([
    ["J'aimerais reprendre ce métier, même à temps partiel.", /^Je vais reprendre ce métier à temps partiel au cours des/u],
    ["J'aimerais reprendre le travail, même à mi-temps.", /^Je vais reprendre le travail à mi-temps au cours des/u],
    ['Je voudrais trouver un emploi, même un petit.', /^Je vais trouver un emploi au cours des/u],
    ['Vorrei sentirmi più sicura di me, sul lavoro e non solo.', /^Mi sentirò più sicura di me entro/u],
    ['Quiero sentirme más segura, en el trabajo y no solo.', /^Voy a sentirme más segura en los próximos/u],
    ['Quero ter mais confiança, no trabalho e não só.', /^Vou ter mais confiança nos próximos/u],
    ['Je voudrais avoir plus confiance en moi, au travail et pas seulement.', /^Je vais avoir plus confiance en moi au cours des/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/, même|e non solo|y no solo|e não só|et pas seulement/u);
  });
});
