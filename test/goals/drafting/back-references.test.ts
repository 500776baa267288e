/**
 * Issue 33: an aim that only points back ("change that", "s tím skončit") gives way beside a goal of
 * its own. The words that point back are one list for all languages, and Czech and Polish "to" ("it")
 * made every English aim with "to" in it a pointer: "I want to move to Canada next year and learn
 * French" kept only the French.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('English "to" points at nothing', () => {
  it.each([
    ['I want to move to Canada next year and learn French.', 'I will move to Canada next year', 'I will learn French'],
    ['I want to get to work on time every day and learn Spanish.', 'I will get to work on time', 'I will learn Spanish'],
  ])('%s', (input, first, second) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(first);
    expect(out).toContain(second);
  });

  it('a Czech "to" still points back', () => {
    const out = draftGoals('Chci se naučit německy. A chci to zvládnout do června.', NOW);
    expect(out).toContain('Naučím se německy');
    expect(out).not.toContain('zvládnout');
  });
});
