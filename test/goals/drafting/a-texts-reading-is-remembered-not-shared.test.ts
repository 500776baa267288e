/**
 * Issue 33 (the drafter's own time, 2026-12-01): a narrative's draft asks which situations its story and
 * clauses tell dozens of times, so a reading is kept for the draft under way (situations.ts, `remembered`
 * of a pure function). What is kept must never leak: a reading of one kind (a goal's own clause, which
 * rules nothing out for itself) is not another's, a caller that changes what it was given changes nothing
 * for the next, and a text read again after many others, in this draft or another, reads the same.
 */
import { describe, expect, it } from 'vitest';
import { cuedSituations, situationsIn } from '../../../src/goals/drafting/situations.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date('2026-12-01T10:00:00Z');

describe("a text's reading is remembered, not shared", () => {
  it("keeps the story's reading apart from a goal clause's reading of the same text", () => {
    // Another person's duty rules the story's smoking out; a goal's own clause reads the cue as told.
    const text = 'Mon mari doit arrêter de fumer.';
    expect(situationsIn(text)).toEqual([]);
    expect([...cuedSituations(text)]).toEqual(['smoking']);
    expect(situationsIn(text)).toEqual([]);
  });

  it('reads and drafts a text the same after a hundred other texts, and after its list was changed', () => {
    const story = 'Od ośmiu miesięcy jestem bezrobotny, palę paczkę dziennie i mam długi na karcie.';
    const [read, drafted] = [situationsIn(story), draftGoals(story, NOW)];
    expect(read.length).toBeGreaterThan(1);
    situationsIn(story).reverse().push('alcohol');
    for (let i = 0; i < 100; i++) situationsIn(`Od ${i + 2} miesięcy jestem bezrobotny.`);
    expect(situationsIn(story)).toEqual(read);
    expect(draftGoals(story, NOW)).toBe(drafted);
  });
});
