/**
 * Issue 33 (blind reading 15): "con mi pareja, que vino por un contrato de trabajo" (who came for a
 * work contract) was answered "Voy a reducir el alcohol": Czech "víno" folds to Spanish "vino" (came),
 * and Spanish and Italian "vino" alone is as often the verb. Wine is read beside its words ("copas de
 * vino", "sklenku vína", "bevo vino").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26, 10));
const ALCOHOL = /alcohol|alcol|álcool|alkohol/iu;

describe('wine is read beside its words, never the Spanish verb "vino"', () => {
  it.each([
    'Llegué a Madrid hace cuatro meses con mi pareja, que vino por un contrato de trabajo. No conozco a casi nadie.',
    'Mi hermano vino a vivir conmigo y no conozco a nadie en esta ciudad.',
  ])('no alcohol goal: %s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(ALCOHOL);
  });

  it.each([
    'Cada noche me tomo dos copas de vino y ya no duermo bien.',
    'Ogni sera bevo mezza bottiglia di vino e mi sveglio stanco.',
    'Každý večer vypiju sklenku vína nebo dvě a ráno jsem unavený.',
  ])('an alcohol goal: %s', (input) => {
    expect(draftGoals(input, NOW)).toMatch(ALCOHOL);
  });
});

// The same reading's Italian "La sera bevo vino da solo da quando mia moglie è partita." was answered in
// Portuguese: "da" and "quando" are Portuguese too, and "moglie", "sera" and Italian "da" were no evidence.
it('an Italian evening of wine is answered in Italian', () => {
  expect(draftGoals('La sera bevo vino da solo da quando mia moglie è partita.', NOW)).toMatch(/^Ridurrò l'alcol/u);
});
