/**
 * Issue 33 (blind reading 103's 8 and 21): the selling measure read "oferecendo os produtos até ao fim do primeiro
 * mês onde os compradores os procuram" (the deadline splitting the products from where buyers look for them), and
 * the Ukrainian side business's goal "Я за заробітком на годину вирішу" put the measure before the verb. The
 * wording is the data's (aims.json, situations.json): the deadline comes between commas before the products, the
 * verb first.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a measure reads in order', () => {
  it.each([
    [
      'Quero começar a vender as minhas bolachas, pelo menos 40 por semana, até março.',
      /oferecendo, até ao fim do primeiro mês, os meus produtos onde os compradores os procuram/u,
    ],
    ['Voy a empezar a vender online', /ofreciendo, antes de que acabe el primer mes, mis productos donde los compradores los buscan/u],
    [
      "Voglio vendere 50 barattoli di miele all'anno.",
      /proponendo, entro la fine del primo mese, i miei prodotti dove i compratori li cercano/u,
    ],
    [
      'Я працюю бухгалтеркою, а у вільний час продаю свічки на Вінтед. Не знаю, чи варто це продовжувати.',
      /^Я вирішу, зважаючи на заробіток за годину, чи варто/u,
    ],
    ['Я работаю бухгалтером, а по вечерам продаю свечи. Не знаю, стоит ли продолжать.', /^Я решу, исходя из заработка в час, стоит ли/u],
  ])('%s', (input, measure) => {
    expect(draftGoals(input, NOV_25)).toMatch(measure);
  });
});
