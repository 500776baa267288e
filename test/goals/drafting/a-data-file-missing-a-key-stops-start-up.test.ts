/**
 * Issue 33 (round 56's probes): the drafter's modules each wrote their own start-up checks of their data files as
 * if-chains (options.json's took sixteen lines), and some only asked whether a key was a string, so an empty list or
 * text passed. `need` in text.ts checks them all one way: each path named that a file lacks, or holds as an empty
 * text or list, stops start-up with one line naming the file and every such path; a table (an object) counts as
 * given. `pairsOf` reads the pair tables written as one line of words ("fem masc fem masc", "infinitive future").
 */
import { describe, expect, it } from 'vitest';
import { need, pairsOf } from '../../../src/goals/drafting/text.js';

describe('a data file missing a key stops start-up', () => {
  it('names the file and every missing or empty path, nested ones by their dots', () => {
    const data = { know: ['nevím'], or: [], goal: '', alone: { not: ', nebo ne' }, noun: {} };
    expect(() => need('options.json, cs', data, 'know or goal alone.not noun.work measure')).toThrow(
      'options.json, cs: no or, goal, noun.work, measure',
    );
  });

  it('lets a file with every path given start', () => {
    expect(() => need('vague.json', { wish: { cs: 'chci' }, firstStep: { cs: { a: 1 } } }, 'wish.cs firstStep.cs')).not.toThrow();
  });

  it('takes a number for no text or list', () => {
    expect(() => need('life.json', { pastWords: 3 }, 'pastWords')).toThrow('life.json: no pastWords');
  });

  it('reads a line of words two by two, an odd last word left out', () => {
    expect(pairsOf(['ráda', 'rád', 'připravená', 'připravený', 'sama'])).toEqual([
      ['ráda', 'rád'],
      ['připravená', 'připravený'],
    ]);
  });
});
