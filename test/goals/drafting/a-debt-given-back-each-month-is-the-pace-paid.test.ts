/**
 * Issue 33 (round 51's probes): a debt to a relative given back each month ("Віддаю по 2 000 на місяць", "Oddaję jej 500 zł
 * miesięcznie", "Le devuelvo 200 euros al mes", "Vracím mu 3 000 Kč měsíčně") is what the person already repays a month, as
 * "splácím" and "pago" were: it sets the pace and the months. The verbs of giving back were no words of paying, so the
 * sum a month was read as a second sum and the debt paced over twelve months at a figure the person never told (3 350
 * гривень, 1 000 zł, 340 euros, 5 000 Kč).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a debt given back each month keeps the person’s own pace', () => {
  it.each([
    [
      'Я винна сестрі 40 000 гривень. Віддаю по 2 000 на місяць.',
      /^Я виплачу свої борги протягом 20 місяців — /u,
      /щомісяця виплачуватиму 2 000 гривень/u,
      /3 350/u,
    ],
    [
      'Jestem winna siostrze 12 000 zł. Oddaję jej 500 zł miesięcznie.',
      /^Spłacę swoje długi w ciągu 24 miesięcy – /u,
      /co miesiąc będę spłacać 500 zł/u,
      /1 000 zł/u,
    ],
    [
      'Le debo 4.000 euros a mi hermano. Le devuelvo 200 euros al mes.',
      /^En los próximos 20 meses voy a saldar mis deudas/u,
      /pagando cada mes 200 euros/u,
      /340/u,
    ],
    [
      'Devo 3.000 euro a mio fratello. Gli restituisco 150 euro al mese.',
      /^Entro i prossimi 20 mesi ripagherò i miei debiti/u,
      /restituendo ogni mese 150 euro/u,
      /250 euro/u,
    ],
    [
      'Dlužím bratrovi 60 000 Kč. Vracím mu 3 000 Kč měsíčně.',
      /^Splatím své dluhy během 20 měsíců – /u,
      /každý měsíc splatím 3 000 Kč/u,
      /5 000 Kč/u,
    ],
  ])('%s', (input, start, measure, gone) => {
    const goals = draftGoals(input, NOV_25);
    expect(goals).toMatch(start);
    expect(goals).toMatch(measure);
    expect(goals).not.toMatch(gone);
  });
});
