/**
 * Issue 33, fresh round of stated13: "Хочу до осені вивчити польську до рівня B1" became "протягом 18
 * місяців". A deadline written before the verb ("до осені", "entro l'autunno", "by the autumn") is the
 * mentee's own even where no date of ours reads it: the months a level takes are said only where they
 * gave none.
 */
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../src/goals/drafting/language.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a level by a season of theirs', () => {
  it.each([
    ['uk', 'Хочу до осені вивчити польську до рівня B1, зараз починаю з нуля.', 'до осені', /18 місяців/u],
    ['it', "Entro l'autunno voglio arrivare al B2 di tedesco, ora sono A2.", "Entro l'autunno", /12 mesi/u],
    ['en', 'By the autumn I want to get my French from A2 to B2.', 'by the autumn', /12 months/u],
  ] as const)('%s: their season stays, no months of ours', (lang, input, season, ours) => {
    const output = draftGoals(input, NOW);
    expect(detectLanguage(output)).toBe(lang);
    expect(output).toContain(season);
    expect(output).not.toMatch(ours);
  });

  it('a level with no deadline still gets the months it takes', () => {
    expect(draftGoals('Хочу вивчити польську до рівня B1, зараз починаю з нуля.', NOW)).toMatch(/18 місяців/u);
  });
});
