/**
 * Issue 33 (round 69, readers 110–112): on 1 December "do końca roku", "by the end of the year" and "до конца года" are
 * four weeks away, and a sum to save by then was paced by the week ("co tydzień będę odkładać 750 zł", 22 500 ₽ a week):
 * no plan a mentor accepts. A year's end said in its last weeks is a horizon, not a date the sum can be reached by: a sum
 * whose pace to it would be large for its currency (half the income.json "large" pace a month or more) is saved over the
 * next twelve months, the year's end left out of the goal; a small sum ("£200") keeps the date and its weekly pace.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a large sum by a year end said in December is saved over the next twelve months', () => {
  it.each([
    [
      'Chcę do końca roku odłożyć 3000 zł na nowy tablet graficzny.',
      /Odłożę 3000 zł na nowy tablet graficzny w ciągu 12 miesięcy – co miesiąc będę odkładać 250 zł/u,
      /750 zł/u,
    ],
    [
      'By the end of the year I want to save £2,500 for a new laptop.',
      /I will save £2,500 for a new laptop within the next 12 months, setting aside £210 every month/u,
      /£1,000 every month/u,
    ],
    [
      'Хочу до конца года накопить 90 тысяч рублей на курсы программирования.',
      /накоплю 90 тысяч рублей на курсы программирования в течение 12 месяцев — каждый месяц буду откладывать 7 500 рублей/u,
      /22 500/u,
    ],
    ['До кінця року хочу відкласти 25 тисяч гривень на ноутбук.', /відкладу 25 тисяч гривень на ноутбук протягом 12 місяців/u, /6 250/u],
    [
      'Do konca roka si chcem našetriť 1 500 eur na kauciu.',
      /Našetrím si 1 500 eur na kauciu do 12 mesiacov – každý mesiac odložím 130 eur/u,
      /380 eur/u,
    ],
    [
      "Entro la fine dell'anno voglio mettere da parte 1.200 euro per registrare in studio.",
      /^Entro i prossimi 12 mesi metterò da parte 1.200 euro/u,
      /300 euro ogni settimana/u,
    ],
    [
      'Quiero ahorrar 1.500 euros este año para los marcos.',
      /^En los próximos 12 meses voy a ahorrar 1.500 euros/u,
      /380 euros cada semana/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });

  it('a small sum keeps the year end and its weekly pace', () => {
    expect(draftGoals('I want to save £200 by the end of the year.', NOW)).toMatch(
      /^I will save £200 by the end of the year, setting aside £50 every week/u,
    );
  });
});
