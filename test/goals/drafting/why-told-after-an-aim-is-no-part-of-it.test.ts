/**
 * Issue 33 (round 55's probes, blind reading 86's 4 and 6): a place and what it has, told after the aim
 * with a comma ("…, allí hay más trabajo todo el año", "there is more work there"), is why the mentee
 * wants it, and was pasted into the goal ("a Valencia hay más trabajo todo el año en los próximos doce
 * meses"); a Spanish or Portuguese "first" ending an aim ("juntar algum dinheiro primeiro") was written
 * as told, though the goal stands alone; and a Portuguese goal of Portugal said the income as "renda",
 * which there is the rent. Two money aims told in order ("… primero y después ahorrar …") keep their order.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('what a place has, told after the aim, is why, no part of the goal', () => {
  it.each([
    [
      'Quiero ahorrar para irme a vivir con mi novia a Valencia, allí hay más trabajo todo el año.',
      /^Voy a ahorrar para irme a vivir con mi novia a Valencia en los próximos doce meses/u,
      /hay más trabajo/u,
    ],
    [
      'I want to save for a flat in Leeds, there is more work there.',
      /^I will save for a flat in Leeds within the next twelve months/u,
      /more work/u,
    ],
    ['Voglio trasferirmi a Bologna, lì c’è più lavoro.', /^Mi trasferirò a Bologna entro i prossimi dodici mesi/u, /più lavoro/u],
    ['Chci se přestěhovat do Brna, tam je víc práce.', /^Přestěhuji se do Brna během dvanácti měsíců/u, /víc práce/u],
    ['Хочу переехать в Казань, там больше работы.', /^Я перееду в Казань в течение двенадцати месяцев/u, /больше работы/u],
  ])('%s', (text, start, pasted) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal).toMatch(start);
    expect(goal).not.toMatch(pasted);
  });
});

describe('a "first" ending an aim leaves it, and an order told keeps its months', () => {
  it('"juntar algum dinheiro primeiro" is a saving said without its "first", of the income, not the rent', () => {
    const goals = draftGoals('Gostava de juntar algum dinheiro primeiro e de fazer a especialidade em saúde materna.', NOV_25);
    expect(goals).toMatch(/1\. Vou juntar algum dinheiro nos próximos doze meses/u);
    expect(goals).toMatch(/pelo menos 10% do meu rendimento/u);
    expect(goals).not.toMatch(/primeiro nos|minha renda/u);
  });

  it('a Brazilian goal keeps "renda" for the income', () => {
    const goal = draftGoals('Quero economizar dinheiro para comprar um carro, ganho 2500 reais por mês.', NOV_25);
    expect(goal).toMatch(/guardando todo mês um valor fixo de pelo menos 10% da minha renda/u);
  });

  it.each([
    [
      'Quiero terminar de pagar los 2.000 euros del préstamo del coche primero y después ahorrar 5.000 euros hasta diciembre del año que viene.',
      /1\. En los próximos 3 meses voy a terminar de pagar los 2\.000 euros del préstamo del coche, pagando 670 euros/u,
      /apartando 560 euros cada mes a partir de marzo/u,
    ],
    [
      'Quero pagar os 2.000 euros do empréstimo do carro primeiro e depois poupar 5.000 euros até dezembro do próximo ano.',
      /1\. Nos próximos 3 meses vou pagar os 2\.000 euros do empréstimo do carro, pagando 670 euros/u,
      /guardando 560 euros todos os meses a partir de março/u,
    ],
  ])('%s', (text, first, then) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toMatch(first);
    expect(goals).toMatch(then);
    expect(goals).not.toMatch(/primero|primeiro/u);
  });
});
