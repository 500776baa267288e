/**
 * Issue 33 (blind reading 48's 14): "After 25 years in corporate accounting I'm seriously thinking about retraining as a
 * secondary school maths teacher" got "I will learn the basics of accounting" (the trade they have practised for 25 years)
 * and "I will help my children do better at school" (the school is the one they would teach at; their children are at
 * university). Years in a trade rule out learning it (accounting's unless), and a school one would teach at is no child's
 * school (childschool's unless): the change of career they weigh is answered, with the doubt they tell.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a person's own trade is no skill to learn, and the school they would teach at no child's", () => {
  it('answers the change of career an accountant weighs', () => {
    const answer = draftGoals(
      "After 25 years in corporate accounting I'm seriously thinking about retraining as a secondary school maths teacher. I'm 50, the kids are both at uni, and we've paid off most of the mortgage. Applications for the PGCE close in a few months and I keep going back and forth.",
      NOV_25,
    );
    expect(answer).toContain('I will move into a better-suited field of work over the next twelve months');
    expect(answer).toContain('I will make a clear plan for my next step');
    expect(answer).not.toMatch(/basics of accounting|do better at school/u);
  });

  it('reads no accounting to learn from years spent in it', () => {
    expect(
      draftGoals(
        "After 20 years in corporate accounting I'm thinking of retraining as a primary school teacher. Our kids are both at university.",
        NOV_25,
      ),
    ).not.toMatch(/basics of accounting|do better at school/u);
  });
});
