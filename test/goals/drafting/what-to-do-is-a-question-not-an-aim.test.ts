/**
 * Issue 33 (narr34's round of 28 November): "What should I do about the debt first?" was read as the aim
 * "do about the debt" ("I will do about the debt within the next twelve months"). A "what … I" question asks
 * what to do; only "what can I do to …" names an aim, the words after "to".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-28T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('"what should I do about …" is a question, not an aim', () => {
  it.each([
    ['I have debts. What should I do about the debt first?', /I will pay off my debts/u],
    [
      'I owe about £3,000 on two credit cards and I want to clear it by next December. My back hurts after every shift. What should I do about the debt first?',
      /debt/u,
    ],
  ])('%s', async (input, kept) => {
    const output = await draft(input);
    expect(output).not.toMatch(/I will do about/u);
    expect(output).toMatch(kept);
  });

  it('"what can I do to …" still names its aim', async () => {
    expect(await draft('What can I do to improve my English?')).toMatch(/^I will improve my English\b/u);
  });
});
