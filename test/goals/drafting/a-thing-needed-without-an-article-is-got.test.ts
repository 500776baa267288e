/**
 * Issue 33 (blind reading 108's 13, round 65): "the main thing is I need steadier money before the baby comes" was written
 * "I will steadier money …", and "I need day shifts" "I will day shifts": a thing needed told by a comparative or a kind,
 * with no article (english.json want-np), is a thing to get.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a thing needed without an article is got', () => {
  it.each([
    ['I need steadier money before the baby comes.', /^I will get steadier money before the baby comes/u],
    ['I need day shifts.', /^I will get day shifts /u],
    ['I need enough sleep.', /^I will get enough sleep /u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/I will (?:steadier|day|enough)\b/u);
  });
});
