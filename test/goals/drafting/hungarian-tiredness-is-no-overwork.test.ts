/**
 * Issue 33 (blind readings 65's 29, 68's 13, 70's 13): Hungarian tiredness ("fáradt", "kimerült", "nincs időm magamra")
 * got the overwork goal, "a hét legalább négy napján 18:00-ig befejezem a munkát", for a part-time mother of three, a
 * student with a side job and a single parent: a finishing time at work they never said they overran. Long hours told
 * ("túl sokat dolgozom", "késő estig dolgozom", "túlórázom", burnout) keep that goal; tiredness alone gets time for
 * oneself and movement (hungarian.json, "overwork" apart from "wellbeing").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const ENERGY = 'A következő két hónapban visszanyerem az energiámat: hetente legalább két alkalommal egy órát csak magamra fordítok';

describe('Hungarian tiredness is no overwork', () => {
  it.each([
    'Egyedül nevelem a két gyerekemet, a volt férjem nem fizet tartást. Munka után teljesen kimerült vagyok, és nincs időm semmire.',
    'Két éve elváltam, és azóta egyedül nevelem a 10 éves fiamat. Munka után teljesen kimerült vagyok, és alig jut időm magamra.',
    'Rosszul alszom, hajnali 1 órakor alszom el, és reggel fáradt vagyok.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(ENERGY);
    expect(out).not.toMatch(/18:00-ig befejezem a munkát/u);
  });

  it.each([
    'Egyetemista vagyok, és romlottak a jegyeim, mert túl sokat dolgozom mellette.',
    'Rosszul alszom, mert késő estig dolgozom, és reggel fáradt vagyok.',
    'Teljesen kiégtem, minden nap túlórázom.',
  ])('long hours told keep the lighter workload: %s', (input) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain('fenntartható szintre csökkentem a munkaterhelésemet: a hét legalább négy napján 18:00-ig befejezem a munkát');
    expect(out).not.toContain(ENERGY);
  });
});
