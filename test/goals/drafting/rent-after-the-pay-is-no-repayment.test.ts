/**
 * Issue 33 (round 49's probes): a sum paid told right after the pay's month ("Gano 2.000 al mes, pago 750 de
 * alquiler", "Ganho R$ 2.800 por mês e pago R$ 900 de aluguel") was read as repaid a month, since the month of the
 * clause before stood within the three words before it: the rent became the debt's floor and the card was paced at
 * the rent (750 € for a 4.500 € card by summer). The words before an amount now stop at the clause's start and at
 * an "and"; "cada mes pago 300 €" is still the person's own repayment.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the rent told after the pay is no repayment', () => {
  it.each([
    [
      'Gano 2.000 al mes, pago 750 de alquiler y debo 4.500 € en la tarjeta. Quiero pagarla antes del verano.',
      /^Antes del verano voy a saldar la deuda de mi tarjeta de crédito, pagando 650 € cada mes/u,
      /pagando 750/u,
    ],
    [
      'Tenho uma dívida de R$ 6.000 no cartão e quero quitar até julho. Ganho R$ 2.800 por mês e pago R$ 900 de aluguel.',
      /^Até julho vou pagar a dívida do meu cartão de crédito, pagando R\$ 860 todo mês/u,
      /pagando R\$ 900/u,
    ],
  ])('%s', (story, start, gone) => {
    const out = draftGoals(story, NOV_25);
    expect(out).toMatch(start);
    expect(out).not.toMatch(gone);
  });
});
