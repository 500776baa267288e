/**
 * Issue 33 (blind reading 110 #9, round 69): "un debito di 8.000 euro col fornitore del vino" was read
 * as the writer's drinking ("Ridurrò l'alcol … cinque bicchieri"), and a "bar-tabac" as smoking to
 * quit. Wine, beer or tobacco told with a supplier, a wholesaler or the writer's own trade (a wine shop,
 * a winery, a tobacconist's) is the business's stock, not a habit: alcohol's and smoking's `unless` in
 * situations.json. Drinking the writer tells stays a goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a drinks supplier's debt is no drinking", () => {
  it.each([
    "Ho un'enoteca a Verona da otto anni. Quest'anno le vendite sono calate del 15% e ho ancora 6.000 euro di debito con un produttore di vino per l'ultimo ordine di Natale.",
    'Tengo un bar de tapas en Logroño. Le debo 3.500 euros al proveedor de vino y cerveza desde septiembre y no sé cómo organizarme para pagarle.',
    "Je tiens un petit bar-tabac en Bretagne avec mon frère. On doit encore 4 000 € au fournisseur de bières et de vins depuis l'été.",
    'I run a small wine bar in Leeds. We still owe our wine supplier £3,000 from the Christmas order and January is always dead.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(/alcol|alcohol|alcool|fumer|cigarette/iu);
  });

  it.each([
    ['Bebo demasiado vino por las noches desde que me separé, casi una botella.', /reducir el alcohol/u],
    ['I drink too much beer on weekdays since I started working from home.', /cut down on alcohol/u],
  ])('drinking the writer tells stays: %s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });
});
