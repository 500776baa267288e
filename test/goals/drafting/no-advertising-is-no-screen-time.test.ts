/**
 * Issue 33 (blind reading 62's 5): a trattoria losing trade to two chains, "non abbiamo mai fatto pubblicità online,
 * non abbiamo nemmeno Instagram", got a goal to cut screen time beside the business decision: the word Instagram
 * read as the owner's scrolling. Told with advertising, it is the business's reach, never screen time taking a slot.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a business that never advertised gets no screen-time goal', () => {
  it('keeps the decision about the trattoria and drops the screens', () => {
    const goals = draftGoals(
      'Ho una piccola trattoria a Bologna con mio marito da sei anni. Da quando hanno aperto due catene nella stessa via, il fatturato è calato del 30% e a fine mese facciamo fatica a pagare i due dipendenti. Non abbiamo mai fatto pubblicità online, non abbiamo nemmeno Instagram. Non so se conviene resistere o chiudere.',
      NOV_25,
    );
    expect(goals).toContain('Deciderò il futuro della mia attività');
    expect(goals).not.toMatch(/schermo/u);
  });
});
