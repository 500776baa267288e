/**
 * Issue 33 (blind reading 26's 17): "run my first half marathon in October … and lose about 6 kg before
 * that" was drafted "I will lose about 6 kg before that by October" — two deadlines, and "that" points
 * at nothing inside the goal. The aim sharing the race's date loses the pointer the date replaces (only
 * the English clause had kept it; the other languages are guards).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a pointer at a date goes with the date it is replaced by', () => {
  it.each([
    [
      'I want to run my first half marathon in October (the city one on the 12th) and lose about 6 kg before that.',
      /lose about 6 kg by October,/u,
      /before that/u,
    ],
    ['I want to pass my driving test in March and save £800 before then.', /save £800 by March,/u, /before then/u],
    ['Quiero correr un maratón en abril y bajar 5 kilos antes de eso.', /Para abril voy a bajar 5 kilos,/u, /antes de eso/u],
  ])('%s', async (input, kept, gone) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
});
