/**
 * Issue 33 (stated33's own round): how often a week, told before the second aim's verb ('схуднути з 95
 * до 85 кг і тричі на тиждень ходити в басейн', 'i trzy razy w tygodniu chodzić na basen', 'e due
 * volte a settimana andare in piscina'), leads that aim as 'every day' does (intents.json frontOften):
 * the second verb phrase is read as an aim of its own, never pasted as an infinitive after the first
 * aim's future ('Я схудну … і тричі на тиждень ходити').
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('sessions a week told before a second verb lead an aim of their own', () => {
  it.each([
    [
      'Хочу до літа схуднути з 95 до 85 кг і тричі на тиждень ходити в басейн.',
      'Я схудну з 95 до 85 кг до літа —',
      /і тричі на тиждень ходити/u,
    ],
    ['Chcę do marca schudnąć 6 kg i trzy razy w tygodniu chodzić na basen.', 'Schudnę 6 kg do marca –', /i trzy razy w tygodniu chodzić/u],
    ['Хочу к лету похудеть на 8 кг и три раза в неделю ходить в бассейн.', 'Я похудею на 8 кг к лету —', /и три раза в неделю ходить/u],
    ['Chci do června zhubnout 7 kg a třikrát týdně chodit plavat.', 'Zhubnu 7 kg do června –', /a třikrát týdně budu chodit/u],
    [
      'Voglio imparare lo spagnolo fino al livello B1 entro giugno e due volte a settimana andare in piscina.',
      '2. Entro giugno andrò due volte a settimana in piscina',
      /e due volte a settimana andare/u,
    ],
  ])('%s', async (input, goal, pasted) => {
    const out = await draft(input);
    expect(out).toContain(goal);
    expect(out).not.toMatch(pasted);
  });
});
