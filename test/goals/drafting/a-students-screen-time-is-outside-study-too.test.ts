/**
 * Issue 33 (blind reading 67's 14): a student gaming till 3 am was told to spend at most an hour a day at a screen
 * "outside work", a limit that says nothing to someone who studies. The screen-time measure counts the screen outside
 * work or study, in every language: since round 49, "in my free time", which says so for a student and names no
 * studies for a cleaner or a driver.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a student's screen time is counted outside study too", () => {
  it.each([
    [
      'ok so my thesis is due may 15 and ive written like 4 pages out of 40. i play valorant till 3am most nights and then skip morning lectures bc im dead. my supervisor emailed me twice asking for a draft and i just havent answered. i know im screwing this up',
      'in front of a screen in my free time',
      /screen outside work,/u,
    ],
    ['Jestem studentką i do 2 w nocy siedzę na TikToku. Rano przesypiam wykłady.', 'w czasie wolnym będę spędzać', /poza pracą będę/u],
    ['Studuji na vysoké škole a do noci hraju hry na počítači. Ráno nestíhám přednášky.', 've volném čase strávím', /mimo práci strávím/u],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });
});
