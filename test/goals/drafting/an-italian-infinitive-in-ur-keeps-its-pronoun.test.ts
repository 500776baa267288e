/**
 * Issue 33 (narr34's round of 28 November): "voglio ridurlo di 5.000 €" was not read as a verb ("ridurre"
 * loses its "re" before a pronoun, "ridur-lo", as "tradurre" does), so it became a thing to get: "Otterrò
 * ridurlo di 5.000 €", a grammar break. An infinitive in "-ur" with its pronoun is a verb.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-28T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('an Italian infinitive in -ur keeps its pronoun and is a verb', () => {
  it.each([
    ["Ho 25.000 € di mutuo e voglio ridurlo di 5.000 € l'anno prossimo.", /ridurlo di 5\.000 €/u],
    ['Voglio tradurlo entro marzo.', /tradurlo entro marzo/u],
  ])('%s', async (input, kept) => {
    const output = await draft(input);
    expect(output).not.toMatch(/Otterrò (?:ridurlo|tradurlo)/u);
    expect(output).toMatch(kept);
  });
});
