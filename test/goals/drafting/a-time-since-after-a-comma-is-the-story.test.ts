/**
 * Issue 33: a piece of the story is never pasted into a goal. After a comma, how long something has
 * been so ("da due anni la rimando sempre", "desde hace dos años", "depuis deux ans", "seit Jahren",
 * "od dwóch lat") tells the story behind the aim, no part of it: the aim ends before the comma.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a time since, after a comma, is the story', () => {
  it.each([
    ['Vorrei finire la tesi entro marzo, da due anni la rimando sempre.', 'Finirò la tesi entro marzo,', 'la rimando'],
    ['Quiero terminar la tesis antes de marzo, desde hace dos años la dejo para después.', 'la tesis antes de marzo,', 'la dejo'],
    ['Je veux finir mon mémoire avant mars, depuis deux ans je le repousse.', 'avant mars', 'repousse'],
    ['Chcę skończyć pracę magisterską do marca, od dwóch lat ją odkładam.', 'do marca', 'odkładam'],
  ])('%s', async (input, kept, gone) => {
    const output = await draft(input);
    expect(output).toContain(kept);
    expect(output).not.toContain(gone);
  });
});
