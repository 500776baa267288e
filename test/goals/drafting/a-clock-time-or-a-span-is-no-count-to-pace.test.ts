/**
 * Issue 33 (round 50's probes): "I want to get up at 6 every morning for the next two months" was "… for the next two
 * months within the next three months" and, once the span was read, "aiming for at least 3 every every month": the
 * span told as "for the next two months" is the goal's own (specifics.json english time), and a word after a figure
 * that is no unit ("every", "durante", "Uhr", "noch") makes no count to pace (own-measures.json pacedWork notUnits):
 * "antes de las 23 durante los próximos tres meses" was "al menos 8 durante cada mes". English "and also at least
 * once a week make time for myself" fronts how often before the second aim's verb, which then leads its own goal
 * (english.ts afterDeadline), not pasted after the first aim's future.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a clock time or a span is no count to pace', () => {
  it.each([
    [
      'I want to get up at 6 every morning for the next two months.',
      'I will get up at 6 every morning for the next two months, marking each day I keep to it in a calendar',
      /within the next|every every|at least 3|writing down in the first week/u,
    ],
    [
      'Quiero acostarme antes de las 23 durante los próximos tres meses.',
      'Voy a acostarme antes de las 23 durante los próximos tres meses, acostándome',
      /al menos 8|durante cada mes/u,
    ],
  ])('%s', (input, said, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(said);
    expect(answer).not.toMatch(gone);
  });
});

describe('an English second aim after how often keeps its own verb', () => {
  it.each([
    [
      'I want to find a job in my field, and also at least once a week make time for myself.',
      '2. I will make time for myself at least once a week',
      /and also at least/u,
    ],
    ['I want to finish my thesis and twice a week go swimming.', '2. I will go swimming twice a week', /and twice a week go/u],
  ])('%s', (input, said, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(said);
    expect(answer).not.toMatch(gone);
  });
});
