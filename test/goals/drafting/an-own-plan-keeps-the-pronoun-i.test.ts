/**
 * Issue 33 (helper stated30's round 2): a plan said back after "following my own plan:" was lower-cased at
 * its start, so "I take one lesson a week" came back as "i take one lesson a week", a grammar break. The
 * English pronoun "I" keeps its capital there (pace.ts asStep); every other first word is still lower-cased.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an own plan keeps the pronoun I', () => {
  it.each([
    [
      'My goals: pass my driving test by March, save £1,500 for a car by June, and read 10 books this year. I take one lesson a week.',
      /my own plan: I take one lesson a week/u,
    ],
  ])('%s', (text, expected) => {
    const out = draftGoals(text, NOV_26);
    expect(out).toMatch(expected);
    expect(out).not.toMatch(/(?<!\p{L})i (?=\p{L})/u);
  });
});
