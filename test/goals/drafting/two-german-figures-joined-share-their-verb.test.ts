/**
 * Issue 33 (round 50's readings): "bis Ende März 2027 die Steuererklärungen für 2024 und 2025 abgeben" was two goals,
 * "Ich erreiche mein Ziel: bis Ende März 2027 die Steuererklärungen für 2024;" and "Bis Ende März 2027 werde ich 2025
 * abgeben": "2025 abgeben" ends in a verb, so it was read as a second aim. German puts the verb last, and two figures
 * joined by "und" share it (intents.ts canSplit); "8 Kilo abnehmen … und wieder Fahrrad fahren" are still two aims.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('two German figures joined share their verb', () => {
  it('keeps the tax returns of two years in one goal', () => {
    const answer = draftGoals('Ich will bis Ende März 2027 die Steuererklärungen für 2024 und 2025 abgeben.', NOV_25);
    expect(answer).toMatch(/^Ich werde bis Ende März 2027 die Steuererklärungen für 2024 und 2025 abgeben;/u);
    expect(answer).not.toContain('werde ich 2025 abgeben');
  });

  it('keeps the classes of two years in one goal', () => {
    const answer = draftGoals('Ich möchte nächstes Jahr in Klasse 5 und 6 Mathe unterrichten.', NOV_25);
    expect(answer).not.toContain('werde ich 6 Mathe unterrichten');
  });

  it('still splits two aims whose first ends in its verb', () => {
    const answer = draftGoals('Ich möchte bis Ostern 8 Kilo abnehmen und wieder regelmäßig Fahrrad fahren.', NOV_25);
    expect(answer).toContain('1. ');
    expect(answer).toContain('2. Bis Ostern werde ich wieder regelmäßig Fahrrad fahren');
  });
});
