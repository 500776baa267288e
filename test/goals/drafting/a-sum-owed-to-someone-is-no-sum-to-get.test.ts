/**
 * Issue 33: a Romance "must" before a sum with a word between ("je dois aussi 1 900 € à ma sœur",
 * "devo anche 3.000 euro a mio padre") is owing too, but was read as "I must" + a thing to get:
 * "je vais obtenir 1 900 € à ma sœur", "otterrò 3.000 euro a mio padre". A figure owed to someone
 * (owed.json) is no aim; a sum a month ("2.000 euros al mes") stays one.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a sum owed to someone is no sum to get', () => {
  it.each([
    ["Je suis infirmière. Je dois aussi 1 900 € à ma sœur et j'aimerais la rembourser d'ici l'été.", /obtenir 1 900/u],
    ['Devo anche 3.000 euro a mio padre e vorrei restituirli entro dicembre.', /Otterrò 3\.000|otterrò 3\.000/u],
    ['Debo también 1.500 euros a mi primo y quiero devolvérselos antes de junio.', /conseguir 1\.500/u],
    ['Devo também 800 euros ao meu irmão e quero devolver-lhos até março.', /conseguir 800/u],
  ])('%s', (input, misread) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(misread);
  });

  it('a sum a month stays a sum to get', () => {
    expect(draftGoals('Quiero ganar 2.000 euros al mes antes de diciembre.', NOV_26)).toMatch(/2\.000 euros al mes/u);
  });
});
