/**
 * Issue 33 (breaker round 27): the English study-decision measure wrote "why my studies are not working and three
 * options (finishing it, …)": "it" had nothing to point back to. The options now say "finishing them", my studies.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the study options point back to my studies', () => {
  it('says finishing them', () => {
    const goals = draftGoals('I dropped out of university last year and now I work in a shop.', NOV_25);
    expect(goals).toContain('why my studies are not working and three options (finishing them, changing course, starting work)');
    expect(goals).not.toMatch(/finishing it\b/u);
  });
});
