/**
 * Issue 33 (round 27): "I'm halfway through the Coursera Machine Learning course" was answered "finish the rest of my
 * course", the course's name lost; "the Udemy Web Development Bootcamp" got no course goal at all. The goal names the
 * course as the mentee does, without the platform.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a course half done is named as told', () => {
  it.each([
    ["I'm halfway through the Coursera Machine Learning course.", 'I will finish the rest of the Machine Learning course'],
    ["I'm halfway through the Udemy Web Development Bootcamp and want to finish it.", 'finish the rest of the Web Development Bootcamp'],
  ])('%s', (input, named) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(named);
    expect(out).not.toMatch(/rest of my course|Coursera|Udemy/u);
  });
});
