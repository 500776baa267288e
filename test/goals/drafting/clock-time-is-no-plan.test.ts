/**
 * Issue 33 (stated18): the colon of a clock time ("go to bed before 23:00") was read as the colon
 * of a plan told after it, so the goal became "following my own plan: 00 by January." — a break. A
 * colon between digits is a time of day; a plan told after a colon is still kept.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a clock time is no plan', () => {
  it.each([
    'My goal is to sleep 7 hours a night instead of 5 and go to bed before 23:00 by January.',
    'I want to sleep 8 hours a night and be in bed by 22:30 every day until March.',
    'I want to sleep 7 hours a night and be asleep by 23:30 by the end of January.',
    "Je veux dormir 7 heures par nuit au lieu de 5 et me coucher avant 23:00 d'ici janvier.",
    'Voglio dormire 7 ore a notte invece di 5 e andare a letto prima delle 23:00 entro gennaio.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(/(?:plan|piano) ?: ?\d/u);
    expect(out).toMatch(/\b(?:7|8) (?:hours|heures|ore)\b/u);
  });

  it('a plan after a colon is still the mentee’s own', () => {
    const out = draftGoals('My plan for the next three months: run three times a week and cook at home five days a week.', NOV_26);
    expect(out).not.toMatch(/plan: 00/u);
  });
});
