/**
 * Issue 33 (round 67, reader 108's 12): "Nettó 390 ezer forintot viszek haza" (the pay she takes home) became
 * "A következő tizenkét hónapban félreteszek 390 ezer forintot". Pay taken home or earned ("viszek haza",
 * "hazaviszek", "hozok haza", "keres") is what the month brings, no sum to put aside (hungarian.json spent),
 * as "havonta 320 ezer forint jön össze" already was.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('pay taken home is no sum to save (Hungarian)', () => {
  it.each([
    [
      'Miskolcon dolgozom egy gyárban, nettó 350 ezer forintot viszek haza havonta. Szeretnék spórolni egy használt autóra, mert busszal másfél óra bejárni.',
      '350 ezer',
    ],
    ['Havonta 410 ezer forintot hozok haza a raktárból. Szeretnék végre spórolni, mert semmi tartalékom nincs.', '410 ezer'],
  ])('%s', (input, pay) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/félreteszek/u);
    expect(out).not.toContain(`félreteszek ${pay}`);
  });
});
