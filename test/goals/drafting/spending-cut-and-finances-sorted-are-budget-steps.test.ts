/**
 * Issue 33 (blind reading 92's 13 and 19): a widow's "I also need to sort out the finances because Ron always did
 * them" got a course's hours (finance read as a subject to study), and "ridurre le spese di casa di 200 euro al mese"
 * a weekly limit lowered "fino a zero". The household's finances put in order and spending cut are the money
 * situation's budget steps (every expense written down for four weeks, the two biggest cut, the freed money moved
 * aside); spending stopped keeps its limit lowered to zero, and finance as a subject is still studied.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('spending cut and the finances put in order are budget steps', () => {
  it.each([
    [
      "I also need to sort out the finances because Ron always did them, I don't even know our bank passwords.",
      'writing every expense into a budget for four weeks',
      'studying at least four hours',
    ],
    [
      'Voglio ridurre le spese di casa di 200 euro al mese entro marzo 2027.',
      'annotando ogni spesa in un budget per quattro settimane',
      'fino a zero',
    ],
    [
      'Je ne veux pas continuer à dépenser 300 € par mois en livraisons.',
      "une limite hebdomadaire que je baisse chaque semaine jusqu'à zéro",
      'budget pendant quatre semaines',
    ],
    ['I want to study finance.', 'studying at least four hours a week', 'budget for four weeks'],
  ])('%s', (text, present, absent) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(present);
    expect(answer).not.toContain(absent);
  });
});
