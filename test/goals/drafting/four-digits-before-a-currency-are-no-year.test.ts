/**
 * Issue 33 (helper lang31's round 1): "bis Ende des Jahres 2000 Euro sparen" read the sum as the year 2000, so a
 * second goal was dated "Bis Ende des Jahres 2000" and the Polish sum lost its figure ("Odłożę zł do końca roku
 * 2000"). Four digits that a currency follows are the sum (specifics.ts timeFrameIn); a year told as a year stays.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('four digits before a currency are no year', () => {
  it.each([
    ['Ich möchte bis Ende des Jahres 2000 Euro sparen und zweimal pro Woche joggen.', /2000 Euro sparen/u, /Jahres 2000(?! Euro)/u],
    ['Chcę do końca roku 2000 zł odłożyć.', /Odłożę 2000 zł do końca roku/u, /roku 2000/u],
  ])('%s', (text, kept, never) => {
    const out = draftGoals(text, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(never);
  });

  it.each([
    ['Do końca roku 2027 chcę odłożyć 20000 zł.', /do końca roku 2027/u],
    ['Ich möchte bis Ende 2027 10000 Euro sparen.', /bis Ende 2027/u],
  ])('a year told as a year stays: %s', (text, kept) => {
    expect(draftGoals(text, NOV_26)).toMatch(kept);
  });
});
