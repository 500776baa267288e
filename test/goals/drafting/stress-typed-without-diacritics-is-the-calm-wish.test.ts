/**
 * Issue 33 (blind reading 106's 29): "Chcialabym po prostu mniej sie stresowac studiami" (Polish typed without
 * diacritics) pasted the wish into "Zdobędę mniej sie stresowac …", a break; with diacritics it was the calm wish's
 * daily ten minutes. The calm family's cues (wishes.json) hold "stresowac", Czech "stresovat", Slovak "stresovať".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('stress typed without diacritics is the calm wish', () => {
  it.each([
    [
      'Chcialabym po prostu mniej sie stresowac studiami i w ogole wszystkim.',
      /^Przez najbliższe cztery tygodnie każdego dnia poświęcę dziesięć minut/u,
    ],
    ['Chci se míň stresovat.', /^Příští čtyři týdny si každý den vyhradím deset minut/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/Zdobędę mniej/u);
  });
});
