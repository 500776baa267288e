/**
 * Issue 33 (round 1 of the lang29 helper): a Hungarian saving goal said "minden hónapban félreteszek
 * 3 millió forintot" (three million every month) because a "havi" anywhere in the text (the loan's
 * "havi 45 ezret fizetek") made the amount monthly. Only a monthly word beside the amount makes it one;
 * a sum told once is put aside in monthly instalments.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a Hungarian monthly word belongs to the amount beside it', () => {
  it.each([
    [
      'Jövő nyáron szeretnénk elköltözni egy nagyobb lakásba, de ehhez 3 millió forint kell önrészre. Van egy személyi kölcsönöm, havi 45 ezret fizetek még egy évig.',
      'félreteszek 3 millió forintot, havonta egyenlő részletekben',
    ],
    ['Szeretnék havonta 50 ezer forintot félretenni, két év múlva autót akarok venni.', 'minden hónapban félreteszek 50 ezer forintot'],
  ])('%s', async (input, fragment) => {
    const output = await draft(input);
    expect(output).toContain(fragment);
    expect(output).not.toContain('minden hónapban félreteszek 3 millió');
  });
});
