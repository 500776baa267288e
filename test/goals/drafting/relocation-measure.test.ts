/**
 * Issue 33: a move to another city was measured as emigration ("выясню условия визы … в стране
 * переезда" for "переехать в Казань"). A city cannot be told from a country without a gazetteer, so
 * the move's measure names what both need: work, housing and the papers the new place asks for.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const VISA = /\bvisas?\b|\bVisum\b|\bvisado\b|\bvisto\b|\bvisa\b|визы|cílové zemi|kraju docelowym|стране переезда/u;

describe('a move is measured by work, housing and papers, wherever it goes', () => {
  it.each([
    ['ru', 'Хочу с мужем до лета переехать в Казань.', 'на новом месте'],
    ['cs', 'Chci se s přítelkyní do září přestěhovat do Brna.', 'na novém místě'],
    ['es', 'Quiero mudarme a Valencia el año que viene.', 'en el nuevo lugar'],
    ['en', 'I want to move to another country next year.', 'papers I need there'],
  ])('%s: %s', (_lang, input, place) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(place);
    expect(out).not.toMatch(VISA);
  });
});
