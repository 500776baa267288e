/**
 * Issue 33 (round 64): English had no list of the past told after a comma, which cs, de, pl and the others read as the
 * story (intents.json past): "I want to get fit again, before the kids I ran marathons" became "I will get fit again,
 * before the kids I ran marathons over the next three months". english.json's clauseCut now ends the goal's words at
 * ", last year", ", years ago", ", so far", ", before the kids"; a run told years ago is no race entered either.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('the past after a comma is the story in English', () => {
  it.each([
    ['I want to get fit again, before the kids I ran marathons.', /^I will get fit again over the next three months,/u],
    ["I'd like to read more, last year I only read 2 books.", /^I will read more over the next twelve months,/u],
    ['I want to start running again, years ago I ran 10 km easily.', /^I will start running again within the next six months,/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/before the kids|last year I|years ago I|the race I have entered/u);
  });
});
