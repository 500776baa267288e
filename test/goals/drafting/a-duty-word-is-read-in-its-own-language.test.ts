/**
 * Issue 33 (stated32's leftover): the duty words said after a verb ("Odevzdat mám do konce dubna")
 * were read in every language, so Ukrainian "маю" (I must) was cut from a Russian deadline: "выучить
 * английский к маю" became "Я выучу английский к к маю". A duty word is its own language's only.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a duty word is read in its own language only', () => {
  it.each([
    ['выучить английский к маю', 'Я выучу английский к маю'],
    ['Цель: выучить английский к маю', 'Я выучу английский к маю'],
  ])('the Russian month stays: %s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(goal);
    expect(out).not.toContain('к к');
  });

  it.each([
    ['Здати іспит маю до травня', 'Я здам іспит до травня'],
    ['Odevzdat mám do konce dubna', 'Odevzdám do konce dubna'],
    ['Dokončit kurz musím do června', 'Dokončím kurz do června'],
  ])('its own language still drops it: %s', (input, goal) => {
    expect(draftGoals(input, NOW)).toContain(goal);
  });
});
