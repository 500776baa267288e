/**
 * Issue 33, blind reading 13: "dlhujem asi 6 400 € – kreditka 2 100 €, … Zarábam 1 350 € v čistom,
 * nájom je 520" was paced at 710 € a month. A pay told as net with no rate is a month's pay, so what
 * is left after the costs told after it paces the debt (income.json, "net"); a total told first and then
 * its parts is one debt, not their sum. A net pay of a year is no month's.
 */
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../src/goals/drafting/language.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

/** The sum repaid each month in a goal line, digits only. */
const monthly = (line: string): number => Number((/(\d[\d  .,]*\d|\d) ?(?:€|Kč|zł)/u.exec(line)?.[1] ?? '0').replace(/[  .,]/gu, ''));

describe('a debt paced by what a net pay leaves', () => {
  it.each([
    // 1 200 − 450 = 750 left: 500 a month, ten months for 4 800 (not the parts added to 9 600).
    [
      'sk',
      'Dlžím asi 4 800 € – pôžička 3 000 € a kreditka 1 800 €. Zarábam 1 200 € v čistom, nájom a energie sú 450. Chcem sa zbaviť dlhov.',
      4800,
      750,
    ],
    [
      'es',
      'Debo unos 7.500 €: 5.000 del coche y 2.500 de la tarjeta. Gano 1.400 € netos y pago 550 de alquiler. Quiero salir de las deudas.',
      7500,
      850,
    ],
    ['de', 'Ich habe 12.000 € Schulden, verdiene 2.100 € netto und zahle 800 € Miete. Ich will schuldenfrei werden.', 12000, 1300],
    ['cs', 'Mám dluhy 180 000 Kč, vydělávám 32 000 Kč čistého měsíčně a nájem je 14 000 Kč. Chci se dluhů zbavit.', 180000, 18000],
  ] as const)('%s: two thirds at most of what is left, and the months that takes', (lang, input, debt, left) => {
    const output = draftGoals(input, NOW);
    expect(detectLanguage(output)).toBe(lang);
    const x = monthly(output);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThanOrEqual((left * 2) / 3);
    const months = Number(/(\d{1,2}) (?:mesiacov|meses|Monaten|měsíců)/u.exec(output)?.[1]);
    expect(months * x).toBeGreaterThanOrEqual(debt);
    expect((months - 1) * x).toBeLessThan(debt);
    // The stock step of a debt with no figure is gone.
    expect(output).not.toMatch(/pevnou částku|pevnú sumu|cantidad fija|festen Betrag/u);
  });

  it('a net pay of a year is no month’s: nothing is paced from it', () => {
    const output = draftGoals('I earn £20,000 net a year, pay £700 rent and owe £25,000 on loans and cards. I want to be debt free.', NOW);
    expect(output).not.toMatch(/£\d{2},\d{3} every month/u);
  });
});

describe('a total with a word of its own before its parts', () => {
  it.each([
    [
      'en',
      'I owe about £7,200 in total: £4,500 on a credit card and £2,700 overdraft. I earn £1,900 net and my rent is £750. I want to be debt-free.',
      7200,
      /(\d{1,2}) months/u,
    ],
    [
      'de',
      'Ich habe insgesamt 6.000 € Schulden: 4.000 € Kredit und 2.000 € Dispo. Ich verdiene 1.600 € netto und zahle 600 € Miete. Ich will schuldenfrei werden.',
      6000,
      /(\d{1,2}) Monaten/u,
    ],
    [
      'es',
      'Debo 5.000 € en total: 3.000 € del préstamo y 2.000 € de la tarjeta. Gano 1.500 € netos y pago 500 de alquiler. Quiero salir de deudas.',
      5000,
      /(\d{1,2}) meses/u,
    ],
  ] as const)('%s: the months repay the total, not the total and its parts', (_lang, input, debt, months) => {
    const output = draftGoals(input, NOW);
    const [x, n] = [
      Number(
        (
          /(\d[\d.,]*) ?€|£(\d[\d,]*)/u
            .exec(output.replace(/\d{1,2} (?:months|Monaten|meses)/u, ''))
            ?.slice(1)
            .find(Boolean) ?? '0'
        ).replace(/[.,]/gu, ''),
      ),
      Number(months.exec(output)?.[1]),
    ];
    expect(x).toBeGreaterThan(0);
    expect(n * x).toBeGreaterThanOrEqual(debt);
    expect((n - 1) * x).toBeLessThan(debt);
  });
});
