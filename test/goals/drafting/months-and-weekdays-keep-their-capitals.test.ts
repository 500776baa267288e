/**
 * Issue 33 (blind reading 50's 14): a month a mentee typed in lower case was pasted so into the goal ("at the
 * resit in june"). English months and weekdays, and German ones (nouns), are written with their capital wherever
 * a goal names them; "may" is left, a modal verb as often.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('months and weekdays keep their capitals', () => {
  it.each([
    ['i failed 2 modules. my resits are in june', 'in June', /\bjune\b/u],
    ['i want to run a marathon in october', 'I will run a marathon in October', /\boctober\b/u],
    ['I want to go to the gym every monday and thursday', 'every Monday and Thursday', /\bmonday\b/u],
    ['ich will bis juni 5 kg abnehmen', 'Ich werde bis Juni 5 kg abnehmen', /\bjuni\b/u],
  ])('%s', (text, kept, broken) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal).toContain(kept);
    expect(goal).not.toMatch(broken);
  });
});
