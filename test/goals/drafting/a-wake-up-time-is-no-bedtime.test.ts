/**
 * Issue 33 (blind reading 103's 5): "je dors mal, je me lève à 4h trois fois par semaine" was read as a bedtime of
 * 4:00, and the answer moved it "de 4 h 00 à 2 h 30", with "5 heures par nuit … au lieu de 4": the hour one gets up
 * at is no bedtime and no length of sleep. The bedtime patterns (gate.json) stop at a getting-up or waking verb
 * ("lève", "réveil", "get up", "wake") between the sleep word and the hour, and never read the hour after one.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the hour one gets up at is no bedtime', () => {
  it.each([
    [
      'Je dors mal, je me lève à 4h trois fois par semaine pour aller au marché.',
      /en me couchant avant 23 h/u,
      /passer de 4 h|au lieu de 4/u,
    ],
    ['Je dors mal, je me lève à 4h du matin.', /en me couchant avant 23 h/u, /passer de 4 h/u],
    ['I sleep badly, I get up at 4 three times a week for the market.', /going to bed by 23:00/u, /from 4:00/u],
    ['I sleep badly because I get up at 4am for the market.', /going to bed by 23:00/u, /from 4:00/u],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it.each([
    ['I go to bed at 2am and I want to sleep more.', /moving my bedtime from 2:00 to 0:30/u],
    ['Je me couche vers 2h du matin, je veux dormir plus.', /pour passer de 2 h 00 à 0 h 30/u],
  ])('a bedtime told is still paced: %s', (input, paced) => {
    expect(draftGoals(input, NOV_25)).toMatch(paced);
  });
});
