/**
 * Issue 33 (round 65; blind reading 105's 12): "a gyes 28 ezer forint, az semmi" told why a mother has to work,
 * and the Hungarian fallback wrote "A következő tizenkét hónapban félreteszek 28 ezer forintot": a benefit's
 * amount read as a sum to save. An amount told right after a benefit (gyes, gyed, családi pótlék, segély …) is
 * what the person gets (hungarian.json spent.benefits): no money goal from it; a saving told later still is.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a Hungarian benefit is no saving', () => {
  it.each([
    'Két éve vagyok otthon a fiammal, a gyes 28 ezer forint, az semmi. Szeretnék tavaszig részmunkaidős állást találni a szakmámban.',
    'Anyagilag muszáj lenne dolgoznom, mert a gyes 28 ezer forint, az semmi. Leginkább az aggaszt, hogy nem találok részmunkaidős állást a szakmámban.',
    'A családi pótlék 24 ezer forint, de az nem elég. Szeretnék tavaszig új munkahelyet találni.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/új munkahelyet találok/u);
    expect(out).not.toMatch(/félreteszek (?:28|24) ezer forintot/u);
    expect(out).not.toMatch(/rendbe teszem a pénzügyeimet/u);
  });

  it('keeps a saving told beside the benefit', () => {
    const out = draftGoals('A családi pótlék 24 ezer forint, de az nem elég. Szeretnék félretenni 300 ezer forintot nyárig.', NOW);
    expect(out).toMatch(/^Nyárig félreteszek 300 ezer forintot/u);
  });
});
