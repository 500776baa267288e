/**
 * Issue 33 (blind reading 20's 24): Brazilian "em até 10 meses" (within up to ten months) was not read
 * as the mentee's time frame, so ours was added beside it ("em até 10 meses nos próximos doze meses")
 * and the amount was paced to our twelve months. It is the goal's frame, shared by the aim beside it
 * as it is ("em até 10 meses", not "até até 10 meses").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe("'em até' is the mentee's own time frame", () => {
  it.each([
    ['Quero quitar os R$ 12.000 que devo no cartão de crédito em até 10 meses e parar de usar o rotativo.', /R\$ 1\.200 todo mês/u],
    ['Quero juntar R$ 6.000 em até 8 meses para a viagem.', /R\$ 750 todo mês/u],
    ['Quero perder 5 quilos em até três meses.', /em até três meses,/u],
  ])('%s', (input, paced) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(paced);
    expect(out).not.toMatch(/em até [^,]* nos próximos|até até/u);
  });
});
