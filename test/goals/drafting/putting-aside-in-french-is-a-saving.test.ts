/**
 * Issue 33 (round 49's probes): French "mettre de côté" is a saving verb as "économiser" is. It stood in no
 * language's saving stems (only the Italian "mettere" did), so a sum put aside by a date beyond the pay kept the
 * old "À la date que je me suis fixée, cela fera …" after a goal still naming the whole sum by that date, where
 * "économiser" names what the pace reaches by the date and the whole sum's months after ";"; and a sum put aside
 * for a driving licence was paced as driving lessons, with no sum a month at all.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('"mettre de côté" is paced as a saving', () => {
  it('a sum beyond the pay names what the date reaches, then the whole sum', () => {
    const out = draftGoals("Je veux mettre de côté 5 000 € d'ici mars. Je gagne 1 500 € par mois.", NOV_25);
    expect(out).toMatch(/^Je vais mettre de côté 1 500 € d'ici mars, en mettant de côté 500 € chaque mois/u);
    expect(out).toMatch(/; à ce rythme, j'atteindrai la totalité des 5 000 € dans les 10 prochains mois/u);
    expect(out).not.toMatch(/À la date que je me suis fixée/u);
  });

  it('a sum for a driving licence is a sum a month, not driving lessons', () => {
    const out = draftGoals("Je veux mettre de côté 2 000 € d'ici février pour payer mon permis de conduire.", NOV_25);
    expect(out).toMatch(
      /^Je vais mettre de côté 2 000 € d'ici février pour payer mon permis de conduire, en mettant de côté 1 000 € chaque mois/u,
    );
    expect(out).not.toMatch(/leçons de conduite/u);
  });
});
