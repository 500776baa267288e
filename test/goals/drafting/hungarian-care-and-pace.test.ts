/**
 * Issue 33 (lang15c): Hungarian stories of looking after a parent ("egyedül él", "ápolom", "minden rám
 * marad") and of a boss who finds the work too slow ("túl lassan dolgozom", "javulnom kell") had no
 * topic and got only the generic first step; each now has its goal, with the mentee's deadline.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const GENERIC = /leírok három dolgot, amin változtathatok/u;

describe('Hungarian care and pace of work', () => {
  it.each([
    'Az anyukám tavaly óta egyedül él, és minden nap felhív. A bátyám külföldön dolgozik, így minden rám marad.',
    'Apám tavaly agyvérzést kapott, azóta én ápolom a munkám mellett. A nővérem ritkán jön.',
  ])('care: %s', async (input) => {
    const output = await draft(input);
    expect(output).toMatch(/megosztom a gondoskodás terhét/u);
    expect(output).toMatch(/hetente legalább egy napot/u);
    expect(output).not.toMatch(GENERIC);
  });

  it.each([
    ['A főnököm szerint túl lassan dolgozom, és januárig javulnom kell. Félek a hibáktól.', /^Januárig javítok a munkám tempóján/u],
    [
      'A vezetőm azt mondta, hogy javítanom kell a teljesítményemen, különben nem hosszabbítják meg a szerződésemet.',
      /^A következő három hónapban javítok a munkám tempóján/u,
    ],
  ])('pace: %s', async (input, opening) => {
    const output = await draft(input);
    expect(output).toMatch(opening);
    expect(output).toMatch(/kéthetente/u);
    expect(output).not.toMatch(GENERIC);
  });
});
