/**
 * Issue 33 (round 56's probes): "Mieszkam 300 km dalej. Chcę odwiedzać go częściej" became "Moim celem
 * jest odwiedzać 300 km dalej częściej": a short Slavic sentence before a goal with a pronoun is read as a
 * verb and the thing the pronoun names (namedObject), and where one lives is no such thing. A sentence
 * opening with a verb of living ("mieszkam", "bydlím", "bývam", "живу"; gate.json subjectOpeners) tells
 * the mentee's place, so the pronoun stays and no distance is pasted as the goal's object.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a distance one lives at is no object of the visit', () => {
  it.each([
    [
      'Moja mama zmarła pół roku temu. Od tego czasu tata jest sam i prawie nie wychodzi z domu. Mieszkam 300 km dalej. Chcę odwiedzać go częściej, przynajmniej raz w miesiącu.',
      /Będę w stałym kontakcie z tatą/u,
      /odwiedzać 300 km/u,
    ],
    [
      'Táta je od loňska sám. Bydlím 200 km daleko. Chci ho navštěvovat častěji.',
      /Budu s tátou v pravidelném kontaktu/u,
      /navštěvovat 200 km/u,
    ],
  ])('%s', async (input, goal, broken) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(broken);
  });
});
