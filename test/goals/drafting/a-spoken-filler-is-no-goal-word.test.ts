/**
 * Issue 33 (blind readings 34's 14, 16 and 24, 33's 11): a word of the mentee's speech pasted with
 * the goal's own words was a grammar break ("werde ich eigentlich einen eigenen Betrieb aufmachen",
 * "żeby odłożyć trochę kasy", "буду мати хоча б 30 замовлень"). Before a figure it is said plainly
 * ("щонайменше 30"), slang is said in the plain word, a filler is dropped (gate.json "fillers").
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a spoken filler is no goal word', () => {
  it.each([
    [
      'Hallo, bin 31, Elektriker aus Graz. Jetzt will ich eigentlich einen eigenen Betrieb aufmachen, hab auch schon 20.000 Euro angespart.',
      'werde ich einen eigenen Betrieb aufmachen',
      /eigentlich/u,
    ],
    ['Chciałbym wyjechać na sezon do Norwegii albo na statek wycieczkowy, żeby odłożyć trochę kasy.', 'trochę pieniędzy', /kasy/u],
    [
      'Хочу до кінця квітня запустити свій інтернет-магазин вишиванок і мати хоча б 30 замовлень на місяць до літа.',
      'мати щонайменше 30 замовлень',
      /хоча б 30/u,
    ],
    // A fallback told with "або хоча б" is the mentee's hedge, no part of the aim (round 63: intents.json clauseCut).
    [
      'Хочу колись повернутися до юридичної роботи або хоча б до офісної, але не знаю, з чого почати.',
      'Я повернуся до юридичної роботи протягом',
      /хоча б|офісн/u,
    ],
  ])('%s', async (input, fragment, pasted) => {
    const output = await draft(input);
    expect(output).toContain(fragment);
    expect(output).not.toMatch(pasted);
  });
});
