/**
 * Issue 33 (stated25): a comparative adverb before the infinitive ('moins utiliser mon portable',
 * 'mais ler', 'meno usare la macchina') opens an infinitive phrase, not a noun phrase with its
 * determiner: no aim verb is glued before it ('Je vais obtenir moins utiliser', 'Vou conseguir mais
 * ler'); 'moins de sucre' is still a noun phrase.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('an adverb before the infinitive', () => {
  it.each([
    ['Je veux moins utiliser mon portable.', /^Je vais moins utiliser mon portable/u],
    ['Je veux davantage marcher le week-end.', /^Je vais davantage marcher le week-end/u],
    ['Quero mais ler este ano.', /^Vou mais ler este ano/u],
    ['Vorrei meno usare la macchina.', /meno usare la macchina/u],
  ])('%s', async (input, start) => {
    const out = await draft(input);
    expect(out).toMatch(start);
    expect(out).not.toMatch(/obtenir (?:moins|davantage)|conseguir mais|Otterrò meno/u);
  });

  it('a determiner before a noun stays a noun phrase', async () => {
    expect(await draft('Je veux moins de sucre.')).not.toMatch(/^Je vais moins de sucre/u);
  });
});
