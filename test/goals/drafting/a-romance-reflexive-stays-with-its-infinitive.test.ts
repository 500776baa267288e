/**
 * Issue 33 (blind reading 40's 15): "Mi novia y yo nos queremos casar en 2028" was answered "Junto con mi
 * novia, voy a casar en 2028": the reflexive told before the cue was left behind. It is the infinitive's, in
 * the first person singular the goal is said in ("voy a casarme", "mi sposerò"), and so is a plural one
 * joined to it ("queremos casarnos"); an Italian "ci" of place ("viverci") is no plural reflexive.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-28T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a Romance reflexive stays with its infinitive', () => {
  it.each([
    ['Mi novia y yo nos queremos casar en 2028.', /^Junto con mi novia, voy a casarme en 2028/u],
    ['Mi novia y yo queremos casarnos en 2028.', /^Junto con mi novia, voy a casarme en 2028/u],
    ['Me quiero mudar a Madrid en 2027.', /^Voy a mudarme a Madrid en 2027/u],
    ['Mi voglio sposare nel 2028.', /^Mi sposerò nel 2028/u],
  ])('%s', async (input, said) => {
    expect(await draft(input)).toMatch(said);
  });

  it('an Italian "ci" of place stays as told', async () => {
    const output = await draft('Vorrei aprire un negozio di biciclette e viverci, ma ho solo 8000 euro.');
    expect(output).not.toMatch(/vivermi|Mi vivrò/u);
  });
});
