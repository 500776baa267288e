/**
 * Issue 33 (round 57's probes): going home to one's parents ("chodiť domov častejšie", "częściej jeździć do domu")
 * and the Italian "andare a trovare mia madre" are visits to family, but aims.json's visit entry knew neither the
 * verbs ("chodiť", "jezdiť", "trovare", "visiterò") nor "home" as the place of the family ("domov", "domů", "domu",
 * "додому", "домой"), so they had the weekly-steps filler. They are now measured by how often decided and the
 * dates in the calendar. An Italian parent who "vive da sola" is a parent living alone, not one left alone at home
 * unsafe: the care-safety situation's cues "da sola", "da solo" (a stove switch-off, someone at noon) are now its
 * own words ("da sola a casa", "rimane da sola", "lasciarla da sola"), so the parent living alone keeps the calls
 * and visits of its own situation.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('going home to one’s parents is a visit to family', () => {
  it.each([
    [
      'Pracujem v Bratislave ako programátor, rodičia bývajú na východe a otec je po operácii. Najviac ma trápi, že chodím domov len raz za pol roka. Chcel by som chodiť domov častejšie a k tomu si nájsť novú prácu do leta.',
      'Budem chodiť domov častejšie',
      /určím, ako často budem chodiť, zapíšem si termíny návštev/u,
    ],
    [
      'Pracuję jako kierowca ciężarówki i najbardziej martwi mnie, że rzadko widuję rodziców, mieszkają sami pod Lublinem. Chcę częściej jeździć do domu, przynajmniej raz w miesiącu, i spłacić kartę kredytową 4 tysiące zł do wakacji.',
      'częściej jeździć do domu',
      /ustalę, jak często będę przyjeżdżać, wpiszę terminy odwiedzin/u,
    ],
    [
      'Vorrei andare a trovare mia madre più spesso.',
      'Andrò a trovare mia madre più spesso',
      /segnando sul calendario le date delle visite/u,
    ],
    ['Vorrei visitare mia madre più spesso.', 'Visiterò mia madre più spesso', /segnando sul calendario le date delle visite/u],
  ])('%s', async (input, goal, measure) => {
    const out = await draft(input);
    expect(out).toContain(goal);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(/potrzebne kroki|potrebné kroky|passi necessari/u);
  });

  it('a mother who lives alone is no mother left alone at home', async () => {
    const out = await draft('Mia madre vive da sola a Bari. Vorrei andare a trovare mia madre più spesso e smettere di fumare.');
    expect(out).toContain('Smetterò di fumare');
    expect(out).not.toMatch(/fornelli|a mezzogiorno/u);
  });
});
