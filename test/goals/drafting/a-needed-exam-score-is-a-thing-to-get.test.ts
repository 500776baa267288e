/**
 * Issue 33: "for the registration I need IELTS 7" became "I will IELTS 7 …": a score in a named exam
 * after "need" is a thing to get, like a level ("I will get B2"), not a verb (english.json levels).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a needed exam score is a thing to get', () => {
  it.each([
    ["I'm a nurse from Kerala in Dublin. For the registration I need IELTS 7 in every band, I have 6.5.", /I will get IELTS 7/u],
    ['I need TOEFL 100 for the master’s programme in Toronto next autumn.', /I will get TOEFL 100/u],
  ])('%s', (input, got) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(got);
    expect(out).not.toMatch(/I will (?:IELTS|TOEFL)/u);
  });
});
