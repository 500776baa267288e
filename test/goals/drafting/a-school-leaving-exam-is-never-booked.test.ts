/**
 * Issue 33 (round 56's probes): a school-leaving exam stated as an aim took the exam topic's stock measure, "termín
 * skúšky si zarezervujem vopred", "buche den Prüfungstermin rechtzeitig", "réserver la date de l'examen": a maturita,
 * a matura, the Abitur or the bac is dated by the school or the board and cannot be booked. Named in the aim
 * (aims.json), it is measured as the named exam situation measures it in a story: the weakest subject first, a past
 * paper every two weeks, and its exact date and content checked.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a school-leaving exam is studied for by past papers, never booked', () => {
  it.each([
    [
      'Chcem si popri práci dorobiť maturitu, do júna 2028.',
      'Dorobím si popri práci maturitu, do júna 2028',
      'každé dva týždne si urobím celý test z minulých rokov',
      /zarezervujem/u,
    ],
    [
      'Chci si dodělat maturitu při práci, do června 2028. Pracuju jako skladník a mám dvě děti.',
      'Dodělám si maturitu při práci, do června 2028',
      'do dvou týdnů si ověřím přesný termín a co zkouška obsahuje',
      /zarezervuji/u,
    ],
    [
      'Ich muss mein Abitur nachholen, an der Abendschule, bis Sommer 2028.',
      'Ich werde mein Abitur nachholen',
      'schreibe alle zwei Wochen eine komplette Prüfung aus den Vorjahren',
      /buche den Prüfungstermin/u,
    ],
    [
      "Je dois repasser le bac de français en juin 2027, j'ai eu 7 à l'écrit.",
      'Je vais repasser le bac de français en juin 2027',
      'un sujet complet des années précédentes toutes les deux semaines',
      /réserver la date/u,
    ],
    ['Zdam maturę w czerwcu', 'Zdam maturę w czerwcu', 'co dwa tygodnie rozwiążę pełny arkusz z poprzednich lat', /zarezerwuję termin/u],
  ])('%s', (text, start, measure, gone) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal.startsWith(start)).toBe(true);
    expect(goal).toContain(measure);
    expect(goal).not.toMatch(gone);
  });
});
