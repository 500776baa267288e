/**
 * Issue 33: "je dois déjà 2 800 €" (I owe) was read as "I must" and written "je vais obtenir déjà
 * 2 800 €", "Devo ancora 1.500 euro alla banca" as "Otterrò 1.500 euro alla banca": a debt turned into
 * a sum to get. A Romance "must" before "already"/"still" and a sum is owing (intents.json), as it was
 * before a bare sum; "devo pagare 1.500 euro" stays an aim to pay.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a debt told is no sum to get', () => {
  it.each([
    ["Je suis graphiste indépendante et je dois déjà 3 400 € à l'URSSAF. Je veux m'en sortir avant septembre.", /obtenir|déjà 3 400/u],
    ['Devo ancora 2.000 euro a mio fratello e voglio restituirli entro maggio.', /Otterrò|ancora 2\.000/u],
    ['Debo todavía 1.200 euros a la tarjeta y quiero liquidarlo antes de abril.', /conseguir|todavía 1\.200/u],
    ['Devo ainda 900 euros ao banco e quero pagar tudo até junho.', /conseguir|ainda 900/u],
  ])('%s', (input, misread) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(misread);
    // The debt keeps a goal of paying it back.
    expect(out).toMatch(/rembours|cotisations|restitu|ripag|salder|pag|liquid|saldar|quitar|dívida|deud|debit/u);
  });

  it('a must before an infinitive stays an aim to pay', () => {
    expect(draftGoals('Devo pagare 1.500 euro di tasse entro marzo.', NOV_26)).toMatch(/1\.500 euro/u);
  });
});
