/**
 * Issue 33 (blind reading 53's 14): "spending around 400 a month on it", a report of the story whose "it" points back
 * at the sentence before, was read as the goal ("I will spend around 400 a month on it"): a pasted fragment with a
 * dangling object, and the spending it told set as the aim. A clause ending on a pointer at nothing it names ("on
 * it", as "for it" already) is no goal (gate.json danglingEnds).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a report ending on a pointer is no goal', () => {
  it.each([
    [
      "ok so i'm 30 and i basically eat out every day. spending around 300 a month on it and i feel sluggish. want to fix this before summer",
      /I will spend around 300 a month on it/u,
    ],
    ['I basically live on energy drinks. Spending around 60 a month on them and I sleep badly.', /I will spend around 60 a month on them/u],
  ])('%s', (text, broken) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).not.toMatch(broken);
    expect(draft).toMatch(/^I will |^My SMART goals:/u);
  });
});
