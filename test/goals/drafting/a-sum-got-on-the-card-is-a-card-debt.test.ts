/**
 * Issue 33 (round 38): "Vou conseguir R$ 18.000 no cartão e tenho de pagar isso" was answered "Vou
 * conseguir R$ 18.000 no cartão nos próximos três meses", and "Devo R$ 18.000 no cartão" the same way:
 * a card debt read as a sum to get. A "must" before a sum written with its currency first ("R$", "$",
 * "€") is owing, as before a bare figure (intents.json), and a sum got "on the card" is the card's debt,
 * no aim (owed.json onCard); the card debt is answered by the debts' card goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a sum got on the card is a card debt', () => {
  it.each([
    ['Vou conseguir R$ 18.000 no cartão e tenho de pagar isso.', 'Vou pagar a dívida do meu cartão de crédito'],
    [
      'Devo R$ 18.000 no cartão.',
      'Vou pagar a dívida do meu cartão de crédito nos próximos doze meses, deixando esta semana de usar o cartão',
    ],
    ['Debo $ 50.000 en la tarjeta.', 'Voy a saldar la deuda de mi tarjeta de crédito'],
  ])('%s', (input, says) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(says);
    expect(out).not.toMatch(/(?:conseguir|obtener) (?:R?\$|\d)/u);
  });

  it('a sum owed to a brother in reais is repaid, no sum to get nor a talk', () => {
    const out = draftGoals('Devo R$ 5.000 ao meu irmão e quero pagar até junho.', NOV_25);
    expect(out).toContain('Até junho vou pagar minhas dívidas, pagando R$ 840 todo mês');
    expect(out).not.toMatch(/conseguir R\$|momento calmo/u);
  });
});
