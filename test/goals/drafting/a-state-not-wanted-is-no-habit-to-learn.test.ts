/**
 * Issue 33 (round 70, blind reading 118-16): "nechcem byť celý týždeň preč" (I don't want to be away all week) was read as
 * a negated aim and written "Do troch mesiacov sa naučím nebyť cely tyzden prec", an ungrammatical habit to learn
 * that also pushed out the mortgage the man stressed. A negated Slavic "be" (intents.json words.notToBe) names a
 * state feared, no aim: the concern the person stressed makes the goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a state not wanted is no habit to learn', () => {
  it.each([
    ['Mame malu dceru a nechcem byt cely tyzden prec. Najviac ma tazi hypoteka, 380 eur mesacne.', /financie/u],
    ['Máme malou dceru a nechci být celý týden pryč. Nejvíc mě trápí hypotéka.', /finance/u],
    ['Mamy małą córkę i nie chcę być cały tydzień poza domem. Najbardziej martwi mnie kredyt.', /finansami/u],
    ['Nie chcę być ciężarem dla dzieci. Chcę do końca roku znaleźć pracę na pół etatu.', /Znajdę pracę na pół etatu/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/(?:naučím|nauczę) (?:sa |se |się )?(?:nebyť|nebyt|nebýt|nie być)/u);
  });
});
