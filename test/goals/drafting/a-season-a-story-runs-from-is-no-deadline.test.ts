/**
 * Issue 33 (blind reading 50's 5): "Da quest'estate i coperti sono calati" tells since when the takings fell, yet
 * the summer was made the deadline of a debt to repay ("Quest'estate ripagherò i miei debiti"). A season told with
 * the word a story runs from is a start, passed over like "ab April", never the person's date.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a season a story runs from is no deadline', () => {
  it.each([
    "Da quest'estate i coperti sono calati e abbiamo un debito con il fornitore di 8.000 euro.",
    "Da quest'estate i clienti sono calati. Ho un debito di 8.000 euro.",
  ])('%s', (text) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal).toContain('Ripagherò i miei debiti entro i prossimi dodici mesi');
    expect(goal).not.toMatch(/Quest'estate ripagherò/u);
  });

  it('a summer that is the goal stays its date', () => {
    expect(draftGoals("Voglio smettere di fumare quest'estate.", NOV_25)).toMatch(/quest'estate/iu);
  });
});
