/**
 * Issue 33 (breaker round 27): "own flat", "własne mieszkanie", "eigene Wohnung", "свою квартиру" are cues of buying a
 * home, so a person who wants to rent one was told to work out a deposit and ask a bank for a mortgage pre-check.
 * Renting a flat of one's own is moving into a rented place: a rent limit, money put aside for the deposit and
 * the first rent, and viewings.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('renting a flat of one’s own is no purchase', () => {
  it.each([
    ['I want to rent my own flat by spring.', 'setting a rent limit within two weeks', /mortgage/u],
    ['Chcę wynająć własne mieszkanie do wiosny.', 'ustalę górny limit czynszu', /wkład własny|kredytow/u],
    ['Ich möchte bis zum Frühling eine eigene Wohnung mieten.', 'eine Obergrenze für die Miete fest', /Eigenkapital/u],
    ['Chci si pronajmout vlastní byt do jara.', 'pronajmout si vlastní byt do jara', /akontace/u],
    ['Хочу снять свою квартиру до весны.', 'определю предельную сумму аренды', /первоначальный взнос/u],
  ])('%s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });

  it('keeps buying one’s own flat a purchase', () => {
    expect(draftGoals('Chcę kupić własne mieszkanie w ciągu dwóch lat.', NOV_25)).toMatch(/wkład własny/u);
  });
});
