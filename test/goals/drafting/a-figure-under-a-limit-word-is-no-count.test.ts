/**
 * Issue 33 (the helper's second round): a figure right after a limit word ("den Ruhepuls unter 65 bringen") was paced
 * as a count of work, its verb taken for the unit ("plane ich jeden Monat mindestens 10 bringen ein"). A figure under
 * a limit word (calendar.json below) is a bound, no count; the pulse then gets its own plan (aims.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a figure under a limit word is no count', () => {
  it.each([
    ['Ich will meinen Ruhepuls bis zum Sommer unter 65 bringen.', /messe jeden Montag nach dem Aufwachen meinen Ruhepuls/u],
    ['Хочу снизить пульс в покое ниже 60 к лету.', /измерять пульс в покое/u],
  ])('%s', (input, own) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(own);
    expect(out).not.toMatch(/mindestens \d+ bringen|не меньше \d+ /u);
  });
});
