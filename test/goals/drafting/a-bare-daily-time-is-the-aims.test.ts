/**
 * Issue 33 (stated33's own round): how often and how long, told after the aim with no verb of its own
 * ('dokončit online kurz Pythonu, každý den 45 minut'), is the aim's own rate, kept in its goal — never a
 * goal of its own ('Mým cílem je každý den 45 minut'), though Czech 'minut' ends like an infinitive.
 * A verb after the figures ('codziennie 30 minut biegać') or German's last verb keeps its own reading.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a bare daily time after the aim is its own rate', () => {
  it('Chci do konce února dokončit online kurz Pythonu, každý den 45 minut.', async () => {
    const out = await draft('Chci do konce února dokončit online kurz Pythonu, každý den 45 minut.');
    expect(out).toContain('Dokončím online kurz Pythonu, každý den 45 minut');
    expect(out).not.toMatch(/Mým cílem je každý den/u);
    expect(out.split('\n')).toHaveLength(1);
  });

  it('a German daily habit with its verb last is still a goal of its own', async () => {
    const out = await draft('Ich möchte in diesem Jahr 20 Bücher lesen und jeden Tag 20 Minuten meditieren.');
    expect(out).toContain('2. In diesem Jahr werde ich jeden Tag 20 Minuten meditieren');
  });
});
