/**
 * Issue 33 (round 65; blind reading 105's 9): "con un solo stipendio (circa 1.800 €)" was the husband's salary, and
 * the household goal wrote "con il mio stipendio" and a budget "che stia nel mio stipendio". Whose income carries the
 * household is often not told, so the one-income goal (situations.json oneincome) and its budget say one income in
 * every language, never "my income".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('one income is not said to be mine', () => {
  it.each([
    [
      'Vivo con mio marito, lui lavora e io no: viviamo con un solo stipendio di 1.600 euro. Voglio tornare a lavorare entro settembre.',
      /manderò avanti la casa insieme a mio marito con un solo stipendio/iu,
      /mio stipendio/u,
    ],
    [
      'We live on one income since I lost my job. I want to find work by March.',
      /run our household on one income/u,
      /my income|my salary/u,
    ],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });
});
