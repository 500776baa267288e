/**
 * Issue 33 (blind reading 90's 22, round 55): "ušetřit 30 000 Kč na jazykový pobyt ve Vídni" beside a
 * German exam was measured by language lessons ("budu mít alespoň dvě lekce týdně"): the purpose's
 * topic won over the saving. A Czech or Slovak saving is money, paced by the month to its date.
 */
import { expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

it('a saving for a language stay is paced as money, not learnt in lessons', () => {
  const goals = draftGoals(
    'Chci do konce června složit zkoušku z němčiny na úrovni B2 (Goethe) a ušetřit 30 000 Kč na jazykový pobyt ve Vídni.',
    NOV_25,
  );
  expect(goals).toMatch(/2\. Ušetřím 30 000 Kč na jazykový pobyt ve Vídni do konce června – každý měsíc odložím 4 300 Kč/u);
  expect(goals).not.toMatch(/lekce týdně/u);
});
