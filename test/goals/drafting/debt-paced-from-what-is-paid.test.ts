/**
 * Issue 33 (stated goals): "Mám dluh 240 000 Kč a každý měsíc splácím 8 000 Kč. Chci ho splatit do
 * konce roku 2028." was paced at 320 Kč a month: the debt, followed by "a každý měsíc", was read as a
 * cost paid a month and the 8 000 Kč repaid became the sum to clear. A month word in the next clause
 * is not the debt's rate, and what the mentee already repays a month is the floor of the pace.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a debt paced from what is already paid', () => {
  it.each([
    ['Mám dluh 240 000 Kč a každý měsíc splácím 8 000 Kč. Chci ho splatit do konce roku 2028.', /každý měsíc splatím 9 600 Kč/u],
    ['Mám dluh 240 000 Kč a každý měsíc splácím 8 000 Kč. Chci ho splatit do konce roku 2030.', /každý měsíc splatím 8 000 Kč/u],
    ['Mam 30 000 zł długu i co miesiąc spłacam 1 500 zł. Chcę go spłacić do końca 2030 roku.', /co miesiąc będę spłacać 1 500 zł/u],
    ['Mam 30 000 zł długu i co miesiąc spłacam 1 500 zł. Chcę go spłacić do końca 2027 roku.', /co miesiąc będę spłacać 2 350 zł/u],
    [
      'Ich habe 15.000 Euro Schulden und zahle jeden Monat 600 Euro ab. Ich will sie bis Ende 2030 abbezahlen.',
      /zahle ich jeden Monat 600 Euro zurück/u,
    ],
    ['Mám dluh 90 000 Kč na kreditce a měsíčně splácím 3 000 Kč. Chci ho splatit do konce roku 2027.', /každý měsíc splatím 6 950 Kč/u],
    [
      'I owe 12,000 pounds on a loan and pay 400 pounds a month. I want to clear it by the end of 2030.',
      /repaying 400 pounds every month/u,
    ],
    [
      'У меня долг 200 000 рублей, каждый месяц плачу 10 000 рублей. Хочу закрыть его до конца 2030 года.',
      /каждый месяц буду выплачивать 10 000 рублей/u,
    ],
  ])('%s', (input, paced) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(paced);
  });

  it('leaves a saving beside a rent paid a month at its own pace', () => {
    expect(draftGoals('I pay 650 pounds a month in rent and want to save 3,000 pounds by June.', NOV_26)).not.toMatch(
      /650 pounds every month/u,
    );
  });
});
