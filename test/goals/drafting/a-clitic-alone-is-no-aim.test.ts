/**
 * Issue 33 (our round of 28 November): "Chcel by som sa aj viac hýbať" was cut at its "aj", and the clitic
 * left before it became a goal of its own: "Získam sa do konca roka 2027 – …". A clitic alone names no aim.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-28T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a clitic alone is no aim', () => {
  it.each([
    ['Chcel by som sa aj viac hýbať.', /Získam sa(?!\p{L})/u],
    [
      'Mám 35 rokov, pracujem v call centre a chcel by som sa do leta naučiť programovať v Pythone. Chcel by som sa aj viac hýbať, možno chodiť na bicykli do práce, a nájsť si novú prácu v IT do konca roka 2027.',
      /Získam sa(?!\p{L})/u,
    ],
  ])('%s', async (input, broken) => {
    const output = await draft(input);
    expect(output).not.toMatch(broken);
    expect(output).not.toBe('No response.');
  });
});
