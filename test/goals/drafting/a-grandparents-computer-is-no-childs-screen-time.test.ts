/**
 * Issue 33 (round 65): a computer mentioned by a grandparent who wants to learn it ("my grandson set up a computer
 * for me … I'm too old to learn computers and I'd like to send e-mails to my children") was read as a child's
 * screen time: "agree on screen-time rules with my children", and with it a parenting line with the wife. E-mails,
 * video calls, grandchildren and being too old rule out the children's screens (situations.json childscreens).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a grandparent's computer is no child's screen time", () => {
  it('learns the computer', () => {
    const out = draftGoals(
      "I'm 67 and my grandson set up a computer for me. My wife thinks I should take it to the library course. I'm worried I'm too old to learn computers and I'd like to send e-mails to my children by spring.",
      NOW,
    );
    expect(out).toMatch(/free beginners' course/u);
    expect(out).not.toMatch(/screen-time rules|approach to parenting/u);
  });

  it('sets no screen rules for the children of one too old for computers', () => {
    const out = draftGoals(
      "I'm 72. I'm too old for computers, my children say, but I want to learn to send e-mails to them by Easter.",
      NOW,
    );
    expect(out).not.toMatch(/screen-time rules/u);
  });

  it("keeps a child's screen time", () => {
    expect(draftGoals('My son is 12 and he is on the computer all evening. I want to set limits by January.', NOW)).toMatch(
      /agree on screen-time rules with my son by January/u,
    );
  });
});
