/**
 * Issue 33 (the drafter's own time, 2026-12-01): a goal's topic is the first rule of topics.json, in its
 * order, that one of the text's words, word beginnings (stems) or phrases names. The words and stems are
 * looked up in a map and a trie, and the phrases by their first three characters, instead of trying every
 * rule's lists; the order must be the same, and a phrase too short to be filed stops start-up.
 */
import { describe, expect, it } from 'vitest';
import { rulesFrom, topicOf } from '../../../src/goals/drafting/topics.js';

describe('topic rules are looked up in their order', () => {
  it("lets an earlier rule's phrase win over a later rule's word wherever the phrase stands", () => {
    // "work life balance" is a phrase of `time`, which comes before `job` (whose word "job" is here too).
    expect(topicOf('I want a better work life balance in my job')).toBe('time');
    expect(topicOf('my job and then work life balance')).toBe('time');
    expect(topicOf('work life balance')).toBe('time');
    expect(topicOf('find a new job')).toBe('job');
  });

  it('finds a stem at the start of a longer word and an elided word after its article', () => {
    expect(topicOf("apprendre l'espagnol")).toBe('language');
    expect(topicOf('nothing here at all')).toBe('general');
  });

  it('stops start-up on a phrase of fewer than three characters, naming the rule', () => {
    expect(() => rulesFrom([{ id: 'job', phrases: ['cv'] }])).toThrow(
      'topics.json, rule 1 (job): a known topic and words, stems or phrases (of three characters or more) are needed',
    );
    expect(() => rulesFrom([{ id: 'job', phrases: ['cvs'] }])).not.toThrow();
  });
});
