/**
 * Issue 33 (blind reading 61's 15): chat slang ending or opening a sentence ("tbh", "ngl", "lol") stayed in the
 * goal the sentence gave ("I will lose 10kg by summer tbh", "… again lol by January"). It is the tone of the
 * message, no word of the aim: it leaves the text before an English sentence is read (english.json contractions).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('slang never stands in a goal', () => {
  it.each([
    ['i want to lose 10kg by summer tbh and stop eating junk at night', 'I will lose 10 kg by summer, weighing myself'],
    ['ngl i want to run a 10k by april lol', 'I will run a 10k by April,'],
    ['I want to save 3000 by june imo, and pay off my card lmao', 'I will save 3000 by June'],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(goal);
    expect(out).not.toMatch(/\b(?:tbh|ngl|lol|lmao|imo)\b/iu);
  });
});
