/**
 * Issue 33 (blind reading 54, concerns dropped): "i'm in my last year of uni (computer science) and my thesis is due 15
 * may" got a beginners' computer course ("learn to use a computer at a basic level") before the thesis: "computer" was
 * read with "basically" as a need for basic skills. Computer science is a field of study, and "basically" no basic
 * skill; the thesis the story is about comes before the third goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("computer science is no beginner's computer course", () => {
  it('the thesis of a computer science student', () => {
    const draft = draftGoals(
      "so basically i'm in my last year of uni (computer science) and my thesis is due 15 may but i've written like 6 pages out of 40. also my part time job at the cafe wants me to do more shifts. i keep procrastinating on tiktok for hours and then panic at 2am",
      NOV_25,
    );
    expect(draft).toContain('2. I will finish my thesis');
    expect(draft).not.toMatch(/use a computer at a basic level/u);
  });
});
