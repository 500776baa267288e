/**
 * Issue 33 (blind reading 65's 6): "14.000 € Schulden, davon 5.000 auf der Kreditkarte" was added up to "die vollen
 * 19.000 €": the part told after "davon" ("of which", "dont", "de los cuales", "z toho", "w tym", "из них") is inside the
 * total told before it, so the total stands alone and the months are counted on it (own-measures.json figures.parts).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a debt told with its parts is not added twice', () => {
  it.each([
    [
      'Ich hab ca. 14.000 € Schulden, davon 5.000 auf der Kreditkarte mit 19% Zinsen und der Rest ein Autokredit. Ich verdiene 2.300 netto und ich will das bis zum Sommer in den Griff kriegen.',
      'die vollen 14.000 € innerhalb von 19 Monaten',
      /19\.000/u,
    ],
    [
      'I have about £9,000 of debt, of which £3,000 is on a credit card and the rest is a car loan. I earn £1,900 a month. I want to sort it out.',
      'I will pay off my debts within the next 20 months, repaying £470 every month',
      /26 months/u,
    ],
    [
      "J'ai 15 000 € de dettes, dont 6 000 € sur ma carte de crédit, le reste c'est un prêt auto. Je gagne 1 900 € net par mois. Je veux m'en sortir.",
      'Au cours des 32 prochains mois, je vais rembourser mes dettes, en remboursant 470 € chaque mois',
      /45 prochains mois/u,
    ],
    [
      'Mám dluhy asi 300 000 Kč, z toho 80 000 Kč na kreditce a zbytek je půjčka na auto. Vydělávám 32 000 Kč čistého. Chci to splatit.',
      'Splatím své dluhy během 38 měsíců – každý měsíc splatím 8 000 Kč',
      /48 měsíců/u,
    ],
    [
      'Mam 40 000 zł długu, w tym 10 000 zł na karcie kredytowej, reszta to kredyt na samochód. Zarabiam 5 000 zł na rękę. Chcę spłacić długi.',
      'Spłacę długi w ciągu 32 miesięcy – co miesiąc będę spłacać 1 250 zł',
      /40 miesięcy/u,
    ],
  ])('%s', (text, said, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(said);
    expect(goals).not.toMatch(broken);
  });
});
