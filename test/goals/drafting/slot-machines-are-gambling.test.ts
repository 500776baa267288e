/**
 * Issue 33 (round 26 fresh reading 29): "Gioco troppo alle slot online, ho perso 3.000 euro" named no gambling cue
 * the drafter knew (only "slot machine"), so the lost money made it a budget goal and the gambling was dropped.
 * Slots, machines and online poker are gambling in every language; a casino alone is not (one may work there).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('slot machines are gambling', () => {
  it.each([
    ['Gioco troppo alle slot online, ho perso 3.000 euro negli ultimi due mesi.', 'Smetterò di scommettere', /finanze/u],
    ['Gram w automaty i przegrałem już 5000 zł.', 'Skończę z hazardem', /finanse/u],
  ])('%s', (text, phrase, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(phrase);
    expect(goals).not.toMatch(broken);
  });

  it('a job at a casino is no gambling', () => {
    expect(draftGoals('I work at a casino and hate the night shifts.', NOV_25)).not.toMatch(/gambling/u);
  });
});
