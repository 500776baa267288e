/**
 * Issue 33 (blind reading 22's 18): "ahorrar 5.000 euros … y también terminar de pagar la tarjeta de
 * crédito, que todavía debo 1.800" gave both goals the saving's pace ("apartando 1.000 euros cada
 * semana" twice). A debt goal that names no sum in its own words takes the one debt its sentence tells
 * (pace.ts), a Spanish or French "crédito"/"crédit" card is a debt (own-measures.json), a Czech, Polish
 * or Ukrainian credit card is money (topics.json), and a sum had as a debt ("mam 6 000 zł długu") is
 * never a sum already saved.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));
const lines = (out: string): string[] => out.split('\n').filter((l) => /^\d\./u.test(l));
/** The first figure of a goal's measure, after its dash, "dafür" or gerund comma. */
const paced = (line: string): number =>
  Number(
    /(\d[\d  ]*) (?:euros?|zł|Kč|гривень|€)|R\$ (\d[\d.]*)/u
      .exec(line.slice(line.search(/ [–—] |; dafür |, (?:apartando|pagando|guardando|en rem|en mett)/u)))
      ?.slice(1)
      .find(Boolean)
      ?.replace(/[\s.]/gu, ''),
  );

describe('the debt goal paces its own sum', () => {
  it.each([
    [
      'Quiero ahorrar 5.000 euros antes de diciembre de 2027 para la entrada de un piso y también terminar de pagar la tarjeta de crédito, que todavía debo 1.800.',
      [420, 150],
      /pagando 150 euros cada mes/u,
    ],
    [
      'Chcę do końca 2027 roku odłożyć 30 000 zł na wkład własny i spłacić kartę kredytową, na której wciąż mam 6 000 zł długu.',
      [2350, 470],
      /będę spłacać 470 zł/u,
    ],
    [
      'Хочу до кінця 2027 року накопичити 100 тисяч гривень і погасити кредитку, на якій ще 20 тисяч гривень боргу.',
      [7700, 1550],
      /виплачуватиму 1 550 гривень/u,
    ],
    [
      'Je veux économiser 6 000 euros d’ici fin 2027 et finir de rembourser ma carte de crédit, sur laquelle je dois encore 1 500 euros.',
      [470, 120],
      /en remboursant 120 euros chaque mois/u,
    ],
    [
      'Quero juntar R$ 12.000 até dezembro de 2027 para fazer uma pós-graduação e quitar o cartão, que ainda devo R$ 2.500.',
      [1000, 210],
      /quitar o cartão, pagando R\$ 210 todo mês/u,
    ],
  ])('%s', (input, [save, repay], repaid) => {
    const out = draftGoals(input, NOV_26);
    const [first, second] = lines(out);
    expect(paced(first!)).toBe(save);
    expect(paced(second!)).toBe(repay);
    expect(out).toMatch(repaid);
  });

  it.each([
    ['Tengo 3.000 euros de deuda en la tarjeta y quiero ahorrar 6.000 euros antes de finales de 2027.', /apartando 470 euros cada mes/u],
    ['Маю 20 тисяч гривень боргу, а хочу до кінця 2027 року накопичити 60 тисяч гривень.', /відкладатиму 4 650 гривень/u],
  ])('a debt had is no saving: %s', (input, whole) => {
    expect(draftGoals(input, NOV_26)).toMatch(whole);
  });

  it('a sum another aim names is never paced twice', () => {
    const out = draftGoals('Хочу до кінця року повернути борг 15 000 гривень і перестати брати кредити.', NOV_26);
    expect(out.match(/виплачуватиму 3 000 гривень/gu)?.length).toBe(1);
  });
});
