/**
 * Issue 33 (blind reading 51's 12): the Slavic verb of gaining ("набрал", "набрала", "набрав") also takes loans,
 * debts or anything collected ("Набрал микрозаймов в пяти МФО"), so on its own it read a debtor as putting on weight
 * and gave him a weight goal he never asked for. Only the verb with what was gained ("набрала 5 кг", "набрал вес")
 * is weight.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('loans taken on are no weight gained', () => {
  it.each([
    [
      'Набрал микрозаймов в пяти МФО, общий долг уже около 180 тысяч рублей, и проценты растут каждый день. Коллекторы звонят жене и на работу.',
      'Я добьюсь, чтобы мне перестали звонить из-за долга, договорившись о плане погашения',
    ],
    ['Набрала кредитов на 300 тысяч, не знаю, как выплатить.', 'Я выплачу свои долги'],
    ['Набрав позик у трьох банках, борг уже 90 тисяч гривень.', 'Я виплачу свої борги'],
  ])('%s', (text, debt) => {
    const answer = draftGoals(text, NOV_26);
    expect(answer).toContain(debt);
    expect(answer).not.toMatch(/вес|ваг/u);
  });

  it.each([
    ['Бросила курить два месяца назад и набрала 5 кг.', 'Я сброшу 5 кг'],
    ['После родов набрала 15 кило и не могу похудеть.', 'Я сброшу первые 6 из 15 кг'],
  ])('the verb with its kilos is still weight: %s', (text, goal) => {
    expect(draftGoals(text, NOV_26)).toContain(goal);
  });
});
