/**
 * Issue 33 (stated goals): a saving or repaying pace of more than half the monthly income the mentee
 * tells is not achievable. "save 2,000 € by the end of February; I earn 900 € a month" is a third of
 * the income a month, what that reaches by their date and when it reaches the whole sum — not 670 €
 * a month; a pace well inside the income is kept as the sum divided by the time.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a pace above half the income told becomes a third of it, with what it reaches and when', () => {
  it.each([
    [
      'I want to save 2,000 € for a laptop by the end of February. I earn 900 € a month from my part-time job.',
      /save 900 € for a laptop by the end of February, setting aside 300 € every month and checking on the 1st of each month that I am on track; at that pace I will reach the full 2,000 € within the next 7 months\.$/mu,
      /670 €/u,
    ],
    [
      'Quero juntar 3.000 reais até dezembro. Ganho 1.800 por mês.',
      /guardando 600 reais todo mês .*os 3\.000 reais completos nos próximos 5 meses/u,
      /toda semana/u,
    ],
    [
      'Chci do konce března ušetřit 60 000 Kč na auto. Mám plat 24 000 Kč měsíčně.',
      /každý měsíc odložím 8 000 Kč .*dosáhnu celé částky 60 000 Kč během 8 měsíců/u,
      /15 000 Kč/u,
    ],
    [
      'Quiero ahorrar 6.000 euros para junio. Cobro 1.200 euros al mes.',
      /apartando 400 euros cada mes .*los 6\.000 euros completos en los próximos 15 meses/u,
      /1\.000 euros cada mes/u,
    ],
    ["Je veux économiser 5 000 € avant l'été, je gagne 1 400 € par mois.", /460 € chaque mois .*la totalité des 5 000 €/u, /720 €/u],
  ])('%s', (input, says, never) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(never);
    // When the whole sum is reached is a clause of its own after a ';', in the goal's own sentence: in brackets beside the
    // mentee's date it pointed at nothing ("para entonces", blind reading 13); the goal names the part reached by that
    // date, so each clause has one deadline and the one sentence names both (round 47, income.json whyRestated).
    expect(goals).not.toMatch(/\(/u);
    const paced = (goals.split('\n').find((line) => says.test(line)) ?? '').replace(/^\d\. /u, '');
    expect(paced.split(/(?<=\.) (?=\p{Lu})/u)).toHaveLength(1);
    expect(paced).toMatch(/; \p{Ll}[^;]*\d/u);
  });

  it.each([
    ['Voglio risparmiare 1.000 euro entro giugno, guadagno 1.500 euro al mese.', /150 euro ogni mese/u],
    ['Chtěla bych ušetřit 50 000 Kč do konce srpna, vydělávám 28 000 měsíčně.', /5 600 Kč/u],
    ['I want to save 1,200 € by the end of June. I earn 2,000 € a month.', /180 € every month/u],
  ])('a pace inside the income is kept: %s', (input, says) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(/\(/u);
  });
});

// Two money goals, the income told in a sentence of its own: each goal is checked against it, and the
// third of it that is honest to set aside is shared between them (1,650 a month: 270 each, not 550 each).
describe('the income told apart from two money goals still bounds their pace', () => {
  it.each([
    [
      'Quiero ahorrar 3.000 euros antes de diciembre y además pagar los 800 euros que le debo a mi hermana. Cobro 1.650 al mes.',
      /ahorrar 270 euros antes de diciembre, apartando 270 euros cada mes .*los 3\.000 euros completos en los próximos 12 meses/u,
    ],
    [
      'I want to save 4,000 € by February and repay the 500 € I owe my dad. I earn 1,500 € a month.',
      /save 500 € by February, setting aside 250 € every month .*the full 4,000 € within the next 16 months/u,
    ],
    [
      'Quero juntar 3.000 reais até janeiro e pagar os 400 reais que devo ao meu irmão. Ganho 1.800 por mês.',
      /juntar 300 reais até janeiro, guardando 300 reais todo mês .*os 3\.000 reais completos nos próximos 10 meses/u,
    ],
  ])('%s', (input, honest) => {
    expect(draftGoals(input, NOV_26)).toMatch(honest);
  });
});
