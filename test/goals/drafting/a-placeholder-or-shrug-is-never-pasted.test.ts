/**
 * Issue 33 (blind readings 35's 7 and 19, 36's 8 and 16): a piece of the mentee's speech that names nothing
 * was pasted into the goal: "un título de técnico en logística o algo así", "Będę prowadziła jakiś projekt",
 * "I will join something, a choir or a walking group", "Je vais juste être plus heureuse". A shrug ending a
 * thing named leaves with its comma (gate.json vagueTails), a placeholder gives way to the thing itself
 * (gate.json fillers), in every language.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-28T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a placeholder or a shrug is never pasted', () => {
  it.each([
    [
      'Me gustaría sacarme un título de técnico en logística o algo así para trabajar en un almacén cerca de Zaragoza.',
      'técnico en logística para trabajar',
      'algo así',
    ],
    ['I want to get a forklift licence or something by the summer.', 'forklift licence', 'or something'],
    ['Chcę zrobić kurs księgowości czy coś takiego do czerwca.', 'kurs księgowości', 'czy coś'],
    ['Mój szef powiedział, że muszę prowadzić jakiś projekt. Chcę w tym roku prowadzić jakiś projekt w pracy.', 'projekt', 'jakiś'],
    [
      "I'd like to get my paperwork in order and maybe join something, a choir or a walking group.",
      'join a choir or a walking group',
      'something',
    ],
    ["J'aimerais juste être plus heureuse et avoir davantage confiance en moi.", 'Je vais être plus heureuse', 'juste'],
  ])('%s', async (input, kept, gone) => {
    const output = await draft(input);
    expect(output).toContain(kept);
    expect(output).not.toContain(gone);
  });
});
