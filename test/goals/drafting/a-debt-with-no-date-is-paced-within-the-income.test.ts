/**
 * Issue 33 (blind reading 48's 4): "cobro 1.600 euros al mes … debo unos 14.000 euros" with no date got a twelfth of the
 * debt a month, 1.200 € out of a 1.600 € pay. A sum a month with no date of the mentee's own never takes more than the
 * quarter of the income told one can manage (income.json, part; it was a third above half, still too much for someone
 * paying only the minimum): that quarter is paid instead, and the goal's horizon lengthens to the months that takes
 * (pace.ts, undated).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a debt with no date is paced within the income told', () => {
  it.each([
    [
      'Tengo 47 años, dos hijos adolescentes y cobro 1.600 euros al mes. Entre tres tarjetas de crédito y un préstamo personal debo unos 14.000 euros, y cada mes pago solo el mínimo.',
      /En los próximos 35 meses voy a saldar mis deudas.*pagando cada mes 400 euros/u,
      /1\.200 euros|doce meses/u,
    ],
    [
      'I earn 1,800 £ a month after tax and owe 16,000 £ on two credit cards. I only pay the minimum and it never goes down.',
      /within the next 36 months.*repaying 450 £ every month/u,
      /1,350 £|twelve months/u,
    ],
    [
      'Ich verdiene 1.500 Euro netto im Monat und habe 12.000 Euro Schulden bei der Bank. Ich zahle jeden Monat nur das Minimum.',
      /Innerhalb von 33 Monaten werde ich meine Schulden.*zahle jeden Monat 370 Euro zurück/u,
      /1\.000 Euro|zwölf Monaten/u,
    ],
    [
      'Zarabiam 4 000 zł na rękę miesięcznie i mam 30 000 zł długu w chwilówkach. Spłacam tylko minimum.',
      /w ciągu 30 miesięcy.*co miesiąc będę spłacać 1 000 zł/u,
      /2 500 zł|dwunastu/u,
    ],
    [
      'Vydělávám 28 000 Kč čistého měsíčně a mám dluhy 250 000 Kč. Splácím jen minimum.',
      /během 36 měsíců.*každý měsíc splatím 7 000 Kč/u,
      /20 900 Kč|dvanácti/u,
    ],
    [
      'Я заробляю 18 000 гривень на місяць і маю борг 120 000 гривень за кредитами. Плачу лише мінімум.',
      /протягом 27 місяців.*щомісяця виплачуватиму 4 500 гривень/u,
      /10 000 гривень|дванадцяти/u,
    ],
  ])('%s', (text, paced, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toMatch(paced);
    expect(goals).not.toMatch(broken);
  });
});
