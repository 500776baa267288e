/**
 * Issue 33 (blind reading 56's 17): "by mid-October" was read as no time frame, so the goal got a second one of
 * ours after it ("I will run a half marathon in under 2 hours by mid-October within the next six months"). A part
 * of a month ("by mid-October", "by early March", "before late June") is the mentee's deadline: the goal is dated
 * by it alone (specifics.json english time).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a part of a month is the goal’s deadline, with no second one of ours', () => {
  it.each([
    [
      'I want to run a half marathon in under 2 hours by mid-October and drop about 6 kg before then.',
      'I will run a half marathon in under 2 hours by mid-October,',
    ],
    ['I want to learn to swim by early March.', 'I will learn to swim by early March,'],
    ['I want to finish my portfolio before late June.', 'I will finish my portfolio before late June,'],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(goal);
    expect(out).not.toMatch(/(?:mid|early|late)[- ]\w+ (?:within|over|in) the next/u);
  });
});
