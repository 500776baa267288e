/**
 * Issue 33 (round 64): a count told with "so far", "bisher", "aktuell", "finora", "zatím", "dotąd" or "пока" is
 * already done, so only the rest is paced to the deadline: "I've sent 10 applications so far and I want to send 40
 * by March" had been paced as all 40 (14 a month) instead of the 30 left (11 a month).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a count told so far is done', () => {
  it.each([
    [
      "I've sent 10 applications so far and I want to send 40 applications by March.",
      /at least 11 applications every month/u,
      /at least 14/u,
    ],
    [
      'Ich habe bisher 8 Bewerbungen verschickt und will bis März 40 Bewerbungen schreiben.',
      /mindestens 11 Bewerbungen/u,
      /mindestens 14/u,
    ],
  ])('%s', (input, paced, whole) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(paced);
    expect(out).not.toMatch(whole);
  });
});
