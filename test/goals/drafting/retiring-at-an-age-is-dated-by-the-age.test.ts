/**
 * Issue 33 (blind reading 62's 16, round 43's probe): "I want to retire at 63" came back as "I will retire at 63 within
 * the next three months" with the generic list of steps. The age told is the goal's own date, so no stock time frame
 * stands beside it, and its steps are the pension forecast, the monthly need and the gap saved (aims.json "timed").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('retiring at an age is dated by the age, with the pension worked out', () => {
  it.each([
    [
      "I'm 59 now and I want to retire at 63, but I have no idea how much I need or what my pension will be.",
      'I will retire at 63, asking my pension provider for a forecast of my pension within a month',
      /within the next three months|every step it takes/u,
    ],
    [
      'Tenho 60 anos e quero me aposentar aos 65, mas não sei quanto vou receber.',
      'Vou me aposentar aos 65, pedindo no próximo mês uma simulação',
      /nos próximos três meses|passos necessários/u,
    ],
  ])('%s', (text, dated, stock) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(dated);
    expect(goals).not.toMatch(stock);
  });
});
