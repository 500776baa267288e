/**
 * Issue 33 (round 52's probes): "a časom sa venovať len včelárstvu" kept its "časom" (in time) inside the
 * goal, beside the goal's own span: "Budem sa časom venovať len včelárstvu do štyroch mesiacov". "In time",
 * "eventually" say the aim has no date yet, like "someday" or "irgendwann", so they are time anaphors
 * (gate.json timeAnaphors) taken out of the aim in every language, and the goal's own span stands alone.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('"with time" is no part of the aim', () => {
  it.each([
    [
      'Popri zamestnaní v továrni mám 30 včelstiev. Chcel by som med predávať sám, možno cez e-shop, a časom sa venovať len včelárstvu.',
      /Budem sa venovať len včelárstvu do/u,
      /časom/u,
    ],
    [
      'Chtěl bych časem podnikat jen v truhlářství a do léta ušetřit 50 000 Kč.',
      /Mým cílem je podnikat jen v truhlářství do léta/u,
      /časem/u,
    ],
    ['Chcę z czasem otworzyć własną kawiarnię.', /^Otworzę własną kawiarnię w ciągu/u, /z czasem/u],
    ['Хочу со временем открыть свою кофейню.', /^Я открою свою кофейню в течение/u, /со временем/u],
    ['Eventually I want to open my own bakery.', /^I will open my own bakery within/u, /eventually/iu],
  ])('%s', (input, start, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(start);
    expect(out).not.toMatch(gone);
  });
});
