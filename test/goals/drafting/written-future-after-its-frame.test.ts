/**
 * Issue 33 (stated goals): "Ograniczę Netflixa do weekendów i w tym roku przeczytam jeszcze dwie
 * książki" gave "Zdobędę w tym roku przeczytam …" — the second aim's own future stood after its time
 * frame, so it was read as a noun phrase and given "I will achieve". A future the mentee wrote after a
 * fronted time frame is kept as written.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a written future after its time frame', () => {
  it.each([
    [
      'Ograniczę Netflixa do weekendów i w tym roku przeczytam jeszcze dwie książki.',
      /\n2\. W tym roku przeczytam jeszcze dwie książki – /u,
    ],
    [
      'Chcę ograniczyć Netflixa do weekendów, a w tym roku przeczytam jeszcze dwie książki.',
      /\n2\. W tym roku przeczytam jeszcze dwie książki – /u,
    ],
    ['Omezím Netflix na víkendy a do konce roku přečtu ještě dvě knihy.', /\n2\. Do konce roku přečtu ještě dvě knihy – /u],
    ['Chcem obmedziť Netflix na víkendy a do konca roka prečítam ešte dve knihy.', /\n2\. Do konca roka prečítam ešte dve knihy – /u],
  ])('%s', (input, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/Zdobędę w tym|Získám do|Získam do/u);
  });
});
