/**
 * Issue 33 (stated28): a month told right beside the cue ("Chci v říjnu uběhnout maraton", "Im Oktober
 * will ich …") is the aim's own deadline, ahead even when it is more than 240 days off; it had been read
 * as a month behind, dropped, and the other aim's "do konce roku" given to the marathon (with a longest
 * run growing 9 km a week). A month of the story told apart from the cue ("Mudei-me … em agosto") is
 * still no deadline.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 27)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a month beside the cue is ahead', () => {
  it.each([
    ['Chci v říjnu uběhnout maraton a do konce roku zhubnout 8 kg.', /Uběhnu maraton v říjnu/u],
    ['V říjnu chci uběhnout maraton a do konce roku zhubnout 8 kg.', /Uběhnu maraton v říjnu/u],
    ['Chcem v októbri zabehnúť maratón a do konca roka schudnúť 8 kg.', /Zabehnem maratón v októbri/u],
    ['Chcę w październiku przebiec maraton i do końca roku schudnąć 8 kg.', /Przebiegnę maraton w październiku/u],
    ['Хочу в октябре пробежать марафон и до конца года похудеть на 8 кг.', /пробегу марафон в октябре/u],
    ['Хочу в жовтні пробігти марафон і до кінця року схуднути на 8 кг.', /пробіжу марафон в жовтні/u],
    ['Im Oktober will ich einen Marathon laufen und bis Jahresende 8 kg abnehmen.', /Im Oktober werde ich einen Marathon laufen/u],
  ])('%s', async (input, goal) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/\b9 km/u);
  });

  it('a month of the story apart from the cue is no deadline', async () => {
    expect(await draft('Mudei-me para Lisboa em agosto e quero encontrar um emprego até março.')).toMatch(
      /^Vou encontrar um emprego até março/u,
    );
  });
});
