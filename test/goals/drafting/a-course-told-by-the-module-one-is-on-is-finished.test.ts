/**
 * Issue 33 (round 64; earlier blind readings): a course under way told by the module or lesson one is on, or by the
 * lessons done of all ("I'm on module 4 of 8", "mám hotové 3 z 10 lekcí", "sono al modulo 5 di 12", "Modul 6 von
 * 10", "je suis au module 3 sur 9"), had no goal of its own: it became the three areas where one feels stuck, the
 * basics of accounting, an internship to find or work and study to balance. It is the course begun (situation
 * `coursedone`): the rest of it finished, two lessons or modules a week. "4 of 8 and …" names no unit: "and" is
 * none ("getting through at least 2 and every month" was a break).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a course told by the module one is on is finished', () => {
  it.each([
    [
      "I started an online UX course in September, I'm on module 4 of 8 and it's been stuck there for a month because of work.",
      /^I will finish the rest of my course within the next three months, working through at least two lessons or modules a week/u,
      /three areas of my life|at least 2 and/u,
    ],
    [
      'Dělám online kurz účetnictví, mám hotové 3 z 10 lekcí a chtěla bych ho dokončit do konce února.',
      /^Dokončím zbytek svého kurzu do konce února – každý týden budu procházet aspoň dvě lekce nebo moduly/u,
      /základy účetnictví/u,
    ],
    [
      'Sto facendo un corso online di Python, sono al modulo 5 di 12, e vorrei finirlo entro marzo perché poi parte il colloquio per un tirocinio.',
      /^Entro marzo finirò il resto del mio corso, completando almeno due lezioni o moduli a settimana/u,
      /tirocinio/u,
    ],
    [
      'Robím online kurz programovania, mám hotových 6 z 15 lekcií a chcela by som ho dokončiť do Veľkej noci.',
      /^Dokončím zvyšok svojho kurzu do Veľkej noci/u,
      /tri veci, ktoré môžem zmeniť/u,
    ],
    [
      'Ich mache gerade eine Weiterbildung zur Buchhalterin, Modul 6 von 10, die Prüfung ist im Mai. Ich arbeite Vollzeit.',
      /den Rest meines Kurses abschließen; dafür arbeite ich jede Woche zu festen Zeiten/u,
      /unter einen Hut/u,
    ],
    [
      'Je suis une formation en ligne de graphisme, je suis au module 3 sur 9.',
      /^Je vais terminer le reste de ma formation au cours des trois prochains mois/u,
      /trois choses que je peux changer/u,
    ],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });
});
