/**
 * Issue 33 (blind reading 64's 30): "I'm trying to learn Deutsch seit einem Jahr but …" came back as "I will learn
 * Deutsch seit einem Jahr within the next six months". The German "seit" in an English text tells how long the
 * mentee has tried, as "since" does: the aim ends before it (gate.json butWords).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a code-switched "seit" is no part of the aim', () => {
  it('English with German words', () => {
    const goals = draftGoals(
      "I'm trying to learn Deutsch seit einem Jahr but ich bin stuck at A2, and my Prüfung is im Dezember. Any Tipps?",
      NOV_25,
    );
    // The German name of the language is said in the goal's own (gate.json fillers, round 48).
    expect(goals).toContain('I will learn German within');
    expect(goals).not.toMatch(/seit einem Jahr/u);
  });
});
