/**
 * Issue 33 (stated goals): a sum owed to a person, told beside a saving goal — "save 1,000 € by
 * March and pay back the 400 I owe my sister" — is repaid by its own figure, in the currency the text
 * writes: not the saving's pace ("repaying 340 € every month"), not "102 que toda semana" (a relative
 * pronoun read as a unit), not a calm talk with the sister.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a sum owed to a person is paced by its own figure', () => {
  it.each([
    [
      'I want to save 1,000 € by March and pay back the 400 I owe my sister.',
      /the 400 I owe my sister by March, repaying 140 € every month/u,
    ],
    [
      "Je veux économiser 1 500 € d'ici mai et rembourser les 200 que je dois à ma sœur.",
      /les 200 que je dois à ma sœur, en remboursant 40 € chaque mois/u,
    ],
    [
      'Quiero ahorrar 2.000 euros para el verano y devolver 300 que le debo a mi madre.',
      /300 que le debo a mi madre, pagando 45 euros cada mes/u,
    ],
    [
      'Voglio mettere da parte 2.000 euro entro giugno e restituire i 300 che devo a mio fratello.',
      /i 300 che devo a mio fratello, restituendo 45 euro ogni mese/u,
    ],
    [
      'Quero juntar 3.000 reais até dezembro e pagar 500 que devo ao meu irmão.',
      /500 que devo ao meu irmão, guardando 100 reais toda semana/u,
    ],
  ])('%s', (input, says) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(
      /(?:menos|almeno) \d+ (?:que|che) |momento (?:calmo|tranquilo)|340 € every month\.|300 € chaque mois et en vérifiant le 1er de chaque mois que le solde/u,
    );
  });
});

describe('"repay" joins a second money goal in English', () => {
  it('"save … and repay 800 € I owe my brother" is two goals, each with its own pace', () => {
    const goals = draftGoals('I want to save 3,000 € by June and repay 800 € I owe my brother.', NOV_26);
    expect(goals).toMatch(/^1\. I will save 3,000 € by June, setting aside 500 € every month/mu);
    expect(goals).toMatch(/^2\. I will repay 800 € I owe my brother by June, repaying 140 € every month/mu);
  });
});
