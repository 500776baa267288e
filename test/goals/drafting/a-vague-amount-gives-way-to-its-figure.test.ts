/**
 * Issue 33 (blind reading 40's 1): "I should lose some weight, maybe 8 kg" became "I will lose some weight
 * 8 kg", a fragment pasted. A vague amount told with its figure after it is that figure ("lose around 8 kg"),
 * and a sum's date follows it with no comma between ("save £2,000 by June").
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-28T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a vague amount gives way to its figure', () => {
  it('a story', async () => {
    const output = await draft(
      "So I'm 34, working as a night-shift nurse in Leeds and honestly I'm running on empty. I've got about £4,200 on two credit cards and I keep telling myself I'll sort it after Christmas. My GP said my blood pressure is borderline (140/90) and I should lose some weight, maybe 8 kg.",
    );
    expect(output).not.toMatch(/some weight,? 8 kg/u);
    expect(output).toMatch(/8 k/u);
  });

  it.each([
    ['I want to lose some weight, around 8 kg.', /^I will lose around 8 kg /u],
    ['I want to save some money, maybe £2,000, by June.', /^I will save £2,000 by June, /u],
  ])('%s', async (input, said) => {
    expect(await draft(input)).toMatch(said);
  });
});
