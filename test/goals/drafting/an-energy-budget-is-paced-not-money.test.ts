/**
 * Issue 33 (round 61's probes): an energy budget kept by a chronic illness ("I also need to sort out my
 * energy budget because I keep overdoing it on Mondays", blind reading 96's 1; "budget my energy like
 * money, every shower and school run costs spoons") was read as money ("writing every expense into a
 * budget for four weeks … moving the money they free to a separate account") or, by "school run", as
 * running. topics.json reads an energy budget's phrases ("budget my energy", "energy budget", "spoons a
 * day", "administrar mi energía", "gospodarować energią", "rozpočet energie", "бюджет энергии" …) as
 * wellbeing before money and running, and aims.json's paced strength takes a budget verb beside an
 * energy word: each day planned with rests, at most three demanding tasks, the energy rated each
 * evening. A money budget ("budget better so I can save £200 a month") keeps its own steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const MONEY = /expense|every payday|gasto|wydat|výdaj|account|cuenta|konto/u;

describe('an energy budget is paced, not money', () => {
  it.each([
    [
      'I also need to sort out my energy budget because I keep overdoing it on Mondays.',
      /^I will sort out my energy budget over the next two months/u,
      /planning each day with rests between activities/u,
    ],
    [
      'I have fibromyalgia. I have to budget my energy like money, every shower and school run costs spoons.',
      /^I will budget my energy/u,
      /at most three demanding tasks a day/u,
    ],
    ['Mam stwardnienie rozsiane. Muszę gospodarować energią jak budżetem.', /gospodarować energią/u, /każdy dzień zaplanuję z przerwami/u],
    [
      'Tengo fibromialgia. Tengo que administrar mi energía como un presupuesto.',
      /administrar mi energía/u,
      /planificando cada día con descansos/u,
    ],
  ])('%s', (input, start, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(start);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(MONEY);
    expect(out).not.toMatch(/running at least|logging the distance/u);
  });

  it('a money budget keeps its own steps', () => {
    expect(draftGoals('I want to budget better so I can save £200 a month.', NOW)).toMatch(/setting aside a fixed amount every month/u);
  });
});
