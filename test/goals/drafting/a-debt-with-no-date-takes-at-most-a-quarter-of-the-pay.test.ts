/**
 * Issue 33 (blind readings 53's 2 and 12, 55's 3): a debt with no date of the mentee's own was paced at a twelfth
 * of it a month up to half the pay, with nothing judging what they can manage: 620 € a month on 2,100 € net for
 * someone already short at each month's end, 700 € on 1,650 € net while overdrawn, 31,700 ₽ of a 75,000 ₽
 * salary with 30,000 ₽ of rent. What one can manage towards it is a quarter of the net pay (income.json, part),
 * also when what is left after the rent paces it, and the months that takes are said. A salary told by its noun
 * with no rate ("Зарплата 75 тысяч") is a month's pay.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a debt with no date takes at most a quarter of the pay a month, for as many months as that needs', () => {
  it.each([
    [
      'Ich habe rund 7.400 € Schulden, das meiste davon Dispo. Ich verdiene 2.100 € netto und komme am Monatsende nie hin.',
      /Innerhalb von 15 Monaten .*jeden Monat 520 € zurück/u,
      /620 €/u,
    ],
    [
      "J'ai 8 400 € de dettes sur trois crédits. Je gagne 1 650 € net par mois et à chaque fin de mois je suis à découvert.",
      /Au cours des 22 prochains mois, .*chaque mois 410 €/u,
      /700 €/u,
    ],
    [
      'У меня долг около 380 тысяч рублей по кредитным картам. Зарплата 75 тысяч, из них 30 уходит на аренду.',
      /в течение 22 месяцев .*18 750 рублей/u,
      /31 700 рублей/u,
    ],
    [
      'Ich habe 12.000 € Schulden, verdiene 2.100 € netto und zahle 800 € Miete. Ich will schuldenfrei werden.',
      /Innerhalb von 24 Monaten .*jeden Monat 520 € zurück/u,
      /860 €/u,
    ],
    [
      'Mam 20 000 zł długu na kartach. Zarabiam 4 500 zł na rękę i co miesiąc brakuje mi pieniędzy. Chcę spłacić długi.',
      /w ciągu 19 miesięcy .*1 100 zł/u,
      /1 700 zł/u,
    ],
  ])('%s', (input, says, never) => {
    const goals = draftGoals(input, NOV_25);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(never);
  });

  it('a debt well inside the pay keeps its twelfth a month', () => {
    expect(draftGoals('Ich habe 2.400 € Schulden und verdiene 2.000 € netto. Ich will schuldenfrei werden.', NOV_25)).toMatch(
      /jeden Monat 200 € zurück/u,
    );
  });
});
