/**
 * Issue 33 (blind reading 76's 10): "надо решать, продлевать через ИП или искать работу в местной компании" was split
 * into two goals ("Моя цель — решать, продлевать через ИП к апрелю" and a job search): the imperfective "решать" was no
 * word of deciding, where the perfective "решить" was. Both aspects name the one decision between the options
 * (options.json know: "решать", "rozhodovat", "decydować" beside "решить", "rozhodnout", "zdecydować").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a decision told in the imperfective is one decision', () => {
  it.each([
    [
      'ВНЖ заканчивается в апреле и надо решать, продлевать через ИП или искать работу в местной компании.',
      'Я решу в апреле, продлевать через ИП или искать работу в местной компании',
      /Моя цель — решать/u,
    ],
    [
      'Musím se rozhodovat, jestli zůstanu v Brně, nebo se přestěhuji do Prahy.',
      'Rozhodnu se během šesti týdnů, jestli zůstanu v Brně, nebo se přestěhuji do Prahy',
      /rozhodovat/u,
    ],
  ])('%s', (input, decision, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(decision);
    expect(answer).not.toMatch(gone);
    expect(answer).not.toMatch(/^1\./mu);
  });
});
