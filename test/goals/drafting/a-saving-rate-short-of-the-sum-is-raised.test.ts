/**
 * Issue 33 (blind reading 33's 23; the helper's own round): a saving rate the mentee gives that cannot reach the sum
 * by the mentee's own date was kept as if it added up ("250 € de côté chaque mois" for 3 000 € by the summer), or,
 * told with "de côté" between the sum and its rate, paced a second time beside it ("en mettant 250 € de côté chaque
 * mois et en mettant de côté 430 € chaque mois"). The rate is read through "de côté" / "aside", and a rate short of
 * the sum is raised to the sum a month that reaches it, said as such (plan.json short); one that adds up is kept.
 * Blind reading 37's 18: not for a date under three months away, which a monthly plan shows the mentee did not mean
 * ("Obiettivi per il 2027: risparmiare 5.000 euro entro dicembre mettendo da parte 420 euro al mese" in late November
 * became "salendo a 5.000 euro al mese").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a saving rate short of the sum is raised', () => {
  it.each([
    [
      "Mes objectifs : économiser 3 000 € d'ici l'été pour partir en vacances, en mettant 250 € de côté chaque mois.",
      /en passant à 430 € par mois, le rythme qui atteint toute la somme à temps/u,
    ],
    ['I want to save £6,000 by the end of June 2027, putting £300 a month aside.', /raising it to £860 a month/u],
    ['Ich will bis Ende 2027 10.000 Euro sparen, indem ich 400 Euro im Monat zurücklege.', /erhöhe ich den Betrag auf 770 Euro im Monat/u],
    ['Quiero ahorrar 8.000 euros para diciembre de 2027 ahorrando 300 euros al mes.', /subiendo a 670 euros al mes/u],
    ['Chcę do końca 2027 roku odłożyć 30 000 zł, odkładając 1 000 zł miesięcznie.', /zwiększę tę kwotę do 2 350 zł miesięcznie/u],
  ])('%s', (input, raised) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(raised);
    expect(out).not.toMatch(/(?:mettant de côté|setting aside) \S+ (?:€|every)/u);
  });

  it.each([
    'I want to save £3,000 by the end of 2027, putting £250 a month aside.',
    "Je veux économiser 3 000 € d'ici fin 2027, en mettant 250 € de côté chaque mois.",
  ])('keeps a rate that adds up, said once: %s', (input) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(/(?:standing order|virement automatique)/u);
    expect(out).not.toMatch(/raising it|en passant à|setting aside £|mettant de côté \d/u);
  });

  it.each([
    'Obiettivi per il 2027: risparmiare 5.000 euro entro dicembre mettendo da parte 420 euro al mese.',
    'I want to save £3,000 by the end of January, putting £250 a month aside.',
  ])('keeps the rate for a date under three months away: %s', (input) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(/420 euro al mese|£250 a month/u);
    expect(out).not.toMatch(/salendo a|raising it/u);
  });
});
