/**
 * Issue 33 (round 48): a mentee who mixes languages names the language they learn, or their job, in another
 * one ("mejorar mi English", "learn Deutsch", "apprendre le Spanish", "sin dejar mi full-time job", "être
 * fluent"). The goal pasted that word into its own sentence ("Voy a mejorar mi English …"); a goal is written
 * in one language, so it names the thing in its own words (gate.json fillers).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a language or a job named in another language is named in the goal's own", () => {
  it.each([
    ['I want to learn Deutsch, my exam is in December', 'I will learn German by December', /Deutsch/u],
    ['I want to improve my español before my trip in March', 'I will improve my Spanish before my trip in March', /español/u],
    ["I'd like to finally speak Italiano with my nonna", 'I will speak Italian with my nonna', /Italiano/u],
    ['quiero mejorar mi English para el trabajo', 'Voy a mejorar mi inglés para el trabajo', /English/u],
    ['ich will mein English verbessern bis Juni', 'Ich werde bis Juni mein Englisch verbessern', /English/u],
    ['je veux apprendre le Spanish pour mon voyage', "Je vais apprendre l'espagnol pour mon voyage", /Spanish|le espagnol/u],
    ["Je veux être fluent d'ici juin", "Je vais parler couramment d'ici juin", /fluent/u],
    ['quiero aprender alemán sin dejar mi full-time job', 'Voy a aprender alemán sin dejar mi trabajo a tiempo completo', /full-time/u],
    ["voglio aprire un'attività senza lasciare il mio full-time job", 'senza lasciare il mio lavoro a tempo pieno', /full-time/u],
  ])('%s', (input, said, pasted) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(said);
    expect(out).not.toMatch(pasted);
  });
});
