/**
 * Issue 33 (blind reading 104's 2): a concern joined as one more sentence of a goal ("Také {}", joined.json) put a
 * Czech clitic third: "Také udělám si jasný plán dalšího kroku". After "Také"/"Tiež" the clitic stands second
 * (situations.ts joinedSentence): "Také si udělám …".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a Czech clitic after “also” stands second', () => {
  it('Také si udělám', () => {
    const out = draftGoals(
      'Jsem z Charkova, v Brně žiju od března 2022 s dcerou, manžel zůstal doma. Mám dočasnou ochranu a pořád nevím, jestli dostanu ten nový pobyt, úřady se v tom mění každý rok. Pracuju v hotelové kuchyni jako pomocná síla, ale na Ukrajině jsem dělala dvanáct let hlavní účetní ve stavební firmě. Češtinu mám tak na B1, v létě jsem udělala zkoušku A2. Nejvíc mě trápí, že nemůžu najít práci v oboru – všude chtějí znalost českého účetnictví, daní a Pohody, a to já nemám. Dcera má čtrnáct a ve škole se jí nedaří, je smutná, chybí jí táta. A peníze taky nejsou, nájem je 16 tisíc plus energie. Nevím, čím začít.',
      NOW,
    );
    expect(out).toMatch(/Také si udělám jasný plán dalšího kroku/u);
    expect(out).not.toMatch(/Také udělám si/u);
  });
});
