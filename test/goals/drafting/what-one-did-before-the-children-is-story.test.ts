/**
 * Issue 33 (blind reading 102's 20): "Taky bych chtěla zase začít běhat, před dětmi jsem běhala půlmaratony" was
 * answered "Začnu zase běhat, před dětmi jsem běhala půlmaratony během šesti měsíců": what one did before the
 * children, told after a comma, is the story, like "dřív" or "früher" (intents.json past), and the races run then
 * are no race to train for now (situations.json race unless).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('what one did before the children is the story', () => {
  it.each([
    [
      'Taky bych chtěla zase začít běhat, před dětmi jsem běhala půlmaratony.',
      /^Začnu zase běhat během šesti měsíců/u,
      /před dětmi|závod/u,
    ],
    [
      'Ich möchte wieder laufen, vor den Kindern bin ich Halbmarathons gelaufen.',
      /^In den nächsten sechs Monaten werde ich wieder laufen;/u,
      /Kindern|für meinen Lauf/u,
    ],
  ])('%s', (input, start, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(start);
    expect(out).not.toMatch(gone);
  });
});
