/**
 * Issue 33 (blind reading 27's 18): an aim the German reader took as a noun phrase but which ends in a
 * lower-case infinitive ("bis Juni 8.000 Euro haben", "bis Ostern entscheiden, ob …") is said with
 * "werde ich"; after "erreiche ich mein Ziel:" it read as the input pasted into a frame. A noun phrase
 * ("einen neuen Job") keeps the frame, and an infinitive with "zu" is no verb of the aim.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a German verb phrase is said with "werde ich"', () => {
  it.each([
    ['Ich habe schon 3.000 Euro gespart und möchte bis Juni 8.000 Euro haben.', /^Ich werde bis Juni 8\.000 Euro haben;/u],
    ['Ich möchte bis Ostern entscheiden, ob ich kündige oder in Teilzeit gehe.', /^Ich werde bis Ostern entscheiden, ob ich kündige/u],
    ['Ich will mein Studium bis 2027 abschließen, mir fehlen noch 4 Prüfungen.', /^Ich werde mein Studium bis 2027 abschließen;/u],
    ['Ich möchte mehr Selbstvertrauen im Job haben.', /^In den nächsten drei Monaten werde ich mehr Selbstvertrauen im Job haben;/u],
  ])('%s', async (input, goal) => {
    const output = await draft(input);
    expect(output).toMatch(goal);
    expect(output).not.toContain('mein Ziel:');
  });

  it('keeps the frame for a noun phrase', async () => {
    expect(await draft('Ich möchte einen neuen Job.')).toMatch(/erreiche ich mein Ziel: einen neuen Job;/u);
  });
});
