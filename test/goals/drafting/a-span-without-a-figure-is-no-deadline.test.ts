/**
 * Issue 33 (blind reading 54's 6): "do pár let", said by a doctor of what happens if nothing changes, was pasted as
 * the goal's deadline ("Snížím si krevní tlak na zdravou hodnotu do pár let"), as "in a few years", "en unos años",
 * "dans quelques années" and "tra qualche anno" were; a span counted without a figure is no deadline a reader can
 * check. It is left out and the topic's own time frame stands for it (specifics.json vagueCounts, compose.ts), and
 * nothing is paced to it ("in a few months" is no month).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a span without a figure is no deadline', () => {
  it.each([
    [
      'Minulý měsíc mi doktor naměřil vysoký tlak a řekl, že jestli s tím něco neudělám, do pár let to bude průšvih. Vážím 104 kg.',
      'Snížím si krevní tlak na zdravou hodnotu během dvou měsíců',
      /pár let/u,
    ],
    ['Chci si za pár let koupit byt.', 'Koupím si byt během dvanácti měsíců', /pár let/u],
    ['I want to buy a flat in a few years.', 'I will buy a flat within the next twelve months,', /a few years/u],
    ['Quiero comprar una casa en unos años.', 'Voy a comprar una casa en los próximos doce meses,', /unos años/u],
    [
      "Mon médecin dit que dans quelques années j'aurai du diabète si je continue. Je pèse 102 kilos.",
      'Je vais ramener ma glycémie à un niveau sain au cours des deux prochains mois',
      /quelques années/u,
    ],
    [
      'Il medico mi ha detto che tra qualche anno avrò il diabete se non cambio. Peso 100 chili.',
      'Riporterò la glicemia a un livello sano entro i prossimi due mesi',
      /qualche anno/u,
    ],
    ['I want to run a marathon in a few months.', 'I will run a marathon within the next six months,', /a few months|10 km longer/u],
  ])('%s', (text, goal, broken) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(goal);
    expect(draft).not.toMatch(broken);
  });
});
