/**
 * Issue 33 (blind reading 73's 15): "i game like 5-6 hrs a day and sleep at 4am most nights" beside resits got the
 * resit alone: "i game" was no cue of screen time ("gaming" was) and "sleep at 4am" no cue of sleep ("bed at 4am" was).
 * Both are answered beside the resit, the bedtime moved from the person's own hour.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('gaming hours and a late bedtime are answered beside a resit', () => {
  it('answers the resit, the gaming and the bedtime', () => {
    const out = draftGoals(
      'ok so im in 2nd year of comp sci and i failed 2 modules last semester. i game like 5-6 hrs a day and sleep at 4am most nights, skip morning lectures. resits are in august',
      NOV_25,
    );
    expect(out).toContain('I will pass the exam I failed at the resit in August');
    expect(out).toContain('I will cut down my screen time');
    expect(out).toContain('moving my bedtime from 4:00');
  });

  it('answers gaming and a bedtime told alone', () => {
    const out = draftGoals('i study computer science and i game like 6 hours a day, i go to sleep at 3am and miss lectures.', NOV_25);
    expect(out).toContain('I will cut down my screen time');
    expect(out).toContain('moving my bedtime from 3:00');
    expect(out).not.toContain('three things I could change');
  });
});
