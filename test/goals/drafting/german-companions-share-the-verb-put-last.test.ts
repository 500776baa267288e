/**
 * Issue 33 (round 51's probes): "Ich möchte bis Ende 2027 mit meiner Frau und den Kindern nach Schweden
 * auswandern" was cut at its "und" into two goals, "Ich erreiche mein Ziel: bis Ende 2027 mit meiner Frau" and
 * "werde ich den Kindern nach Schweden auswandern": the companion pasted as an aim, the move without its wife.
 * German puts the verb last, so a part before "und" (or "oder") that ends in a word and no verb shares the
 * verb at the end; the rule that two figures joined share it ("für 2024 und 2025 abgeben") is the same rule.
 * After a bare comma the part before may be a clause of its own ("Mir fällt es schwer, vor meinem Team zu
 * sprechen"), so only a figure keeps it there.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('a German part with no verb before "und" shares the verb put last', () => {
  it.each([
    [
      'Ich möchte bis Ende 2027 mit meiner Frau und den Kindern nach Schweden auswandern.',
      'Ich werde bis Ende 2027 mit meiner Frau und den Kindern nach Schweden auswandern; dafür',
    ],
    [
      'Ich will nächsten Sommer mit meinem Mann und unserem Hund nach Spanien ziehen.',
      'mit meinem Mann und unserem Hund nach Spanien ziehen; dafür',
    ],
  ])('%s', (input, goal) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(/Meine SMART-Ziele|Ich erreiche mein Ziel/u);
  });

  it('two aims with their own verbs are still two goals', () => {
    const answer = draftGoals('Ich möchte mehr Sport machen und 5 kg abnehmen.', NOW);
    expect(answer).toContain('werde ich mehr Sport machen; dafür');
    expect(answer).toContain('werde ich 5 kg abnehmen; dafür');
  });
});
