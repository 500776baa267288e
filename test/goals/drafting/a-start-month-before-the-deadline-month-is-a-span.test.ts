/**
 * Issue 33 (round 39): "Ab Januar will ich bis Dezember 6000 Euro sparen" was read as a deadline this December, a
 * week away, and a start in January after it, so the whole sum became a week's: "jede Woche 6.000 Euro". A
 * deadline month before the start month is that month of the year the plan runs in: a span of about a year,
 * paced by the month, in every language.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('"from January … until December" is a span, not a week', () => {
  it.each([
    ['Ab Januar will ich bis Dezember 6000 Euro sparen.', /jeden Monat 500 Euro/u, /jede Woche/u],
    ["À partir de janvier je veux économiser 2 400 € d'ici décembre pour mes vacances.", /200 € chaque mois/u, /chaque semaine/u],
    ['A partir de enero quiero ahorrar 3.600 euros hasta diciembre.', /apartando 300 euros cada mes/u, /cada semana/u],
    ['Od stycznia chcę do grudnia odłożyć 12 000 zł.', /co miesiąc będę odkładać 1 000 zł/u, /co tydzień/u],
    ['Od ledna chci do prosince ušetřit 60 000 Kč.', /každý měsíc odložím 5 000 Kč/u, /každý týden/u],
    ['С января хочу до декабря накопить 120 000 рублей.', /каждый месяц буду откладывать 10 000 рублей/u, /каждую неделю/u],
    ['Ab März will ich bis Februar 2.400 Euro für ein Auto sparen.', /jeden Monat 220 Euro/u, /2\.400 Euro zurück/u],
  ])('%s', (input, says, never) => {
    const goals = draftGoals(input, NOV_25);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(never);
  });
});
