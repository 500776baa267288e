/**
 * Issue 33 (round 69, reader 107's 21): "закрыть два микрозайма, всего 48 тысяч" named its sum in thousands with no
 * currency, and the debt goal said "каждый месяц буду выплачивать фиксированную сумму": the figure was dropped. Thousands
 * within two words after a debt or a word of owing ("кредитку, там 64 тысячи", "dlužím 30 tisíc", "борг, 36 тисяч",
 * "chwilówki, razem 12 tysięcy") are money (in the story's currency where it names one), as they already were after a saving verb; "тысячи",
 * "тисячі" and "tisíce" are thousands too, and a microloan or "chwilówka" is a debt.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('thousands beside a debt are its sum', () => {
  it.each([
    ['Хочу за полгода закрыть два микрозайма, всего 48 тысяч, и больше не брать новых.', /каждый месяц буду выплачивать 8 000/u],
    ['Хочу за восемь месяцев закрыть кредитку, там 64 тысячи.', /каждый месяц буду выплачивать 8 000/u],
    ['Chci do června splatit půjčku od bratra, ještě mu dlužím 30 tisíc.', /každý měsíc splatím 5 000/u],
    ['Хочу до літа повернути борг, 36 тисяч.', /щомісяця виплачуватиму 5 150/u],
    ['Chcę w ciągu roku spłacić chwilówki, razem 12 tysięcy.', /co miesiąc będę spłacać 1 000/u],
  ])('%s', (input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(/фиксированную сумму|фіксовану суму|pevnou částku|stałą kwotę/u);
  });
});
