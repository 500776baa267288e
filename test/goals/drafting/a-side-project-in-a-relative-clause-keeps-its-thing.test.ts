/**
 * Issue 33 (round 64; readers 98–100): a side project told in an English relative clause ("an idea for a booking
 * app for hairdressers that I'd love to launch next year") lost its thing: "I will launch next year". The aim keeps
 * it ("launch my booking app for hairdressers next year"; english.json contractions).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a side project in a relative clause keeps its thing', () => {
  it.each([
    [
      "My job is fine but boring. I have an idea for a booking app for hairdressers that I'd love to launch next year, and I want to save 2000 pounds for it by June.",
      /I will launch my booking app for hairdressers next year,/u,
    ],
    ["There's a podcast that I'd like to start by April.", /^I will start my podcast by April,/u],
    ['I have an idea for an online shop that I want to open by May.', /^I will open my online shop by May,/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/I will (?:launch|start|open) (?:next year|by)/u);
  });
});
