/**
 * Issue 33: a short Hungarian wish whose accented letters Czech shares ("Javítani szeretném a
 * nyelvtudásomat.") tied Czech and was answered "No response." or in Czech. "ny" before a vowel and
 * a possessive object after a verbal noun ("-ásomat", "-ésemet") are Hungarian shapes, and one word
 * can carry both.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { detectLanguage } from '../../../src/goals/drafting/language.js';

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe('a short Hungarian wish is read as Hungarian, not Czech', () => {
  it.each([
    ['Javítani szeretném a nyelvtudásomat.', /fejlesztem a nyelvtudásomat/u],
    ['Szeretném javítani a nyelvtudásomat.', /fejlesztem a nyelvtudásomat/u],
    ['Fejleszteni szeretném a német nyelvtudásomat.', /fejlesztem a némettudásomat/u],
  ])('%s', (input, says) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toBe('No response.');
    expect(out).toMatch(says);
    expect(out).toMatch(/A következő hat hónapban .*két nyelvórát/u);
  });

  it.each(['Chci si zlepšit angličtinu a najít novou práci.', 'Nyní se chci naučit německy.', 'Chcę poprawić swój angielski.'])(
    'a Czech or Polish text keeps its language: %s',
    (input) => {
      expect(['cs', 'pl']).toContain(detectLanguage(input));
    },
  );
});
