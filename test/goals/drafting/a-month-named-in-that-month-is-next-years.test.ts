/**
 * Issue 33 (round 67, reader 107's 19): "mettere da parte 3.000 euro entro dicembre", written in December,
 * was read as the end of this very month, so the €3,000 became "1.000 euro entro dicembre" at 1,000 a month.
 * A month named bare with "entro" in that same month is next year's, as "by December", "antes de
 * diciembre", "bis Dezember" and "do grudnia" already were; "entro la fine di dicembre" stays this month's.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a month named in that month is next year’s', () => {
  it.each([
    [
      'Il mio obiettivo è mettere da parte 3.000 euro entro dicembre per comprarmi uno scooter usato.',
      /^Metterò da parte 3\.000 euro entro dicembre per comprarmi uno scooter usato, mettendo da parte 240 euro ogni mese/u,
    ],
    ['Entro dicembre vorrei restituire a mia sorella i 1.200 euro che mi ha prestato.', /restituendo 95 euro ogni mese/u],
    ['I want to save £3,000 by December for a car.', /setting aside £250 every month/u],
    ['Quiero ahorrar 3.000 euros antes de diciembre.', /apartando 250 euros cada mes/u],
    ['Ich will bis Dezember 3.000 Euro für ein Auto sparen.', /lege ich jeden Monat 250 Euro zurück/u],
    ['Chcę odłożyć 12 000 zł do grudnia na samochód.', /co miesiąc będę odkładać 1 000 zł/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/1\.000 euro ogni mese|300 euro ogni settimana|entro i prossimi 3 mesi/u);
  });
});
