/**
 * Issue 33 (blind reading 37's 14): "In sieben Jahren will ich in Rente" tells where the mentee goes without
 * its verb; after our "erreiche ich mein Ziel:" it read as a pasted fragment ("erreiche ich mein Ziel: in
 * Rente"). A place or state to go to ("in Rente", "ins Ausland", "nach Berlin", "in den Master in Köln") is said with "gehen".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-28T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a German place to go takes gehen', () => {
  it.each([
    [
      'Hallo, ich bin Stefan, 58, Schreinermeister mit eigener kleiner Werkstatt im Allgäu. In sieben Jahren will ich in Rente, aber keiner meiner Kinder will den Betrieb übernehmen. Mein Geselle wäre vielleicht interessiert, aber wir haben nie richtig darüber geredet. Die Knie machen auch nicht mehr so mit, ich war im September beim Orthopäden. Ich weiß nicht, wie viel der Betrieb überhaupt wert ist.',
      'werde ich in Rente gehen',
    ],
    ['Nächstes Jahr will ich ins Ausland.', 'werde ich ins Ausland gehen'],
    ['Bis Sommer möchte ich nach Berlin.', 'werde ich nach Berlin gehen'],
    // The place with its town (round 65): "erreiche ich mein Ziel: in den Master in Köln" was written.
    ['Ich will in den Master in Köln, die Prüfung ist im Juli.', 'Bis Juli werde ich in den Master in Köln gehen'],
  ])('%s', async (input, fragment) => {
    const output = await draft(input);
    expect(output).toContain(fragment);
    expect(output).not.toContain('mein Ziel: in');
  });
  it('keeps a noun phrase after the colon', async () => {
    expect(await draft('Ich möchte einen neuen Job.')).toContain('erreiche ich mein Ziel: einen neuen Job');
  });
});
