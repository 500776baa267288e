/**
 * Issue 33: a saving goal paced from the mentee's own figures. What they already have is not saved
 * again: the monthly figure is (target − saved) / the months to their own horizon, and a horizon the
 * text names ("by the end of 2027", "к концу 2027 года", "za trzy lata") is the goal's one deadline.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('a saving goal saves what is still missing', () => {
  it.each([
    // (10,000 − 4,000) / 13 months
    [
      'We have about £4,000 saved and need £10,000 for a deposit on a flat by the end of 2027. Money just disappears every month.',
      /£470 every month/u,
      /2027/u,
    ],
    // (60 000 − 12 000) / 36 months: "za trzy lata" is three years, not the summer
    ['Odkładam od roku i mam 12 000 zł, a na wkład własny potrzebuję 60 000 zł za trzy lata.', /1 350 zł/u, /za trzy lata/u],
    // (600 000 − 150 000) / 13 months
    [
      'У меня уже отложено 150 000 рублей, а на первый взнос нужно 600 000 рублей к концу 2027 года.',
      /34 700 рублей/u,
      /к концу 2027 года/u,
    ],
    // (100 000 − 40 000) / 13 months
    ['Mám našetřeno 40 000 Kč a do konce příštího roku chci mít 100 000 Kč na rezervu.', /4 650 Kč/u, /do konce příštího roku/u],
    // (5.000 − 2.000) / 12 months
    [
      'Tengo ahorrados 2.000 euros y quiero llegar a 5.000 euros antes de diciembre de 2027 para la entrada de un piso.',
      /250 euros/u,
      /2027/u,
    ],
  ])('%s', (input, figure, deadline) => {
    // The goal with the figure has the mentee's deadline and no second time frame of ours.
    const goal = draftGoals(input, NOW)
      .split('\n')
      .find((line) => figure.test(line));
    expect(goal).toMatch(deadline);
    expect(goal).not.toMatch(/within the next|в течение|během|en los próximos|w ciągu/u);
  });

  it('an amount with nothing saved beside it is the target, paced whole', () => {
    expect(draftGoals('Chcę odłożyć 10 000 zł za dwa lata na wakacje.', NOW)).toMatch(/420 zł/u);
  });
});
