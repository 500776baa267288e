/**
 * Issue 33 (round 50's probes): "Ich will für die nächsten drei Monate jeden Tag 30 Minuten Spanisch lernen" was
 * "In den nächsten sechs Monaten werde ich für die nächsten drei Monate …": "für die nächsten drei Monate" is the
 * goal's own span (specifics.json timeFrames), said once. A span told as "in den nächsten zwei Monaten" was made
 * "Innerhalb von den nächsten zwei Monaten" (own-measures.json fromNow rewrote its "in"); it stays "In den nächsten".
 * A clock time ("um 6 Uhr") and "noch" after a figure are no unit of work to pace: "plane ich jeden Monat mindestens
 * 3 Uhr ein" and "mindestens 5 noch ein" were written (own-measures.json pacedWork notUnits).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a German span for the next months is said once, as told', () => {
  it.each([
    [
      'Ich will für die nächsten drei Monate jeden Tag 30 Minuten Spanisch lernen.',
      'Ich werde für die nächsten drei Monate jeden Tag 30 Minuten Spanisch lernen;',
      /In den nächsten sechs Monaten/u,
    ],
    [
      'Für die nächsten drei Monate will ich keinen Alkohol trinken.',
      'Für die nächsten drei Monate werde ich keinen Alkohol trinken;',
      /nnerhalb von den/u,
    ],
    [
      'In den nächsten zwei Monaten will ich jeden Morgen um 6 Uhr aufstehen.',
      'In den nächsten zwei Monaten werde ich jeden Morgen um 6 Uhr aufstehen;',
      /nnerhalb von den|mindestens 3 Uhr/u,
    ],
    [
      'In den nächsten sechs Monaten will ich den Führerschein machen.',
      'In den nächsten sechs Monaten werde ich den Führerschein machen;',
      /nnerhalb von den/u,
    ],
    ['Ich will bis Juni von 40 Kapiteln 17 noch lesen.', 'Ich werde bis Juni', /mindestens \d+ noch/u],
  ])('%s', (input, said, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(said);
    expect(answer).not.toMatch(gone);
  });
});
