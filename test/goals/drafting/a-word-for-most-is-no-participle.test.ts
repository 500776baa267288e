/**
 * Issue 33, the lead's review of round 23: Czech "nejvíc" and Slovak "najviac" (most of all) end as a participle
 * does ("-íc", "-iac"), but they lead no method: "a nejvíc bych chtěl … najít novou práci" is no way of losing
 * weight, so it is never joined to the goal before it after a comma (intents.json gerunds.not).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 28));

describe('a word for "most" is no participle', () => {
  it.each([
    ['Chci do června zhubnout 6 kg a nejvíc bych chtěl do konce roku najít novou práci.', /6 kg, nejvíc/u],
    ['Chcem do júna schudnúť 6 kg a najviac by som chcel do konca roka nájsť novú prácu.', /6 kg, najviac/u],
  ])('%s', (input, joined) => {
    expect(draftGoals(input, NOW)).not.toMatch(joined);
  });
});
