/**
 * Issue 33: the mentee's amount and deadline give the amount a month (or a week, when the deadline is
 * near), read against the run date — never "a fixed amount" when they named both.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator, draftGoals } from '../../../src/goals/offline.js';
import { amountIn, daysUntil } from '../../../src/goals/drafting/pace.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26));

describe('an amount and a deadline become the amount a month', () => {
  it.each([
    // Three months to March 1st: 2000 / 3, rounded up.
    ['Ich möchte bis März 2000 Euro für ein neues Fahrrad sparen.', /jeden Monat 670 Euro zurück/],
    ['Quiero ahorrar 6000 euros en un año para la entrada de un piso.', /apartando 500 euros cada mes/],
    ['Preciso juntar 5 mil reais até julho para o intercâmbio.', /720 reais todo mês/],
    ['Хочу накопить 100 тысяч рублей к августу на ремонт.', /каждый месяц буду откладывать 12 500 рублей/],
    ['Chcę spłacić 12 tysięcy złotych długu w ciągu roku.', /co miesiąc będę spłacać 1 000 złotych/],
    ['Chci splatit dluh 24 tisíc korun do konce příštího roku.', /každý měsíc splatím 1 850 korun/],
    ['I want to save $5,000 for a car by next summer.', /setting aside \$720 every month/],
    ["Je veux économiser 1 500 euros d'ici juin.", /en mettant de côté 250 euros chaque mois/],
    ['Хочу відкласти 20 тисяч гривень до літа.', /щомісяця відкладатиму 2 900 гривень/],
    // A month of next year, said after the month: twelve months away, not five weeks.
    ['Quiero ahorrar 3.000 euros para un coche antes de diciembre del año que viene.', /apartando 250 euros cada mes/],
    ['Chcę odłożyć 6000 zł do czerwca przyszłego roku.', /co miesiąc będę odkładać 1 000 zł/],
    // The year written out: twelve months to December 2027, not five weeks to this December.
    ['Quiero ahorrar 6.000 euros para un piso antes de diciembre de 2027.', /apartando 500 euros cada mes/],
    // "dlžím 4 200 eur a mesačne …": "a" is "and" here; "monthly" belongs to the next clause's 300. The 330 a month
    // the end of 2027 asks for is more than the 300 left: two thirds of it (200) and the months that takes (budget-debts.test.ts).
    ['Chcel by som do konca roka 2027 splatiť kreditku, dlžím 4 200 eur a mesačne mi zostáva asi 300 eur.', /každý mesiac splatím 200 eur/],
    ['Chci do konce roku 2027 splatit kreditku, dlužím 4 200 eur a měsíčně mi zbývá asi 300 eur.', /každý měsíc splatím 200 eur/],
  ])('%s', (input, expected) => {
    const output = draftGoals(input, NOV_26);
    expect(output).toMatch(expected);
    expect(output).not.toMatch(
      /fixed amount|festen Betrag|cantidad fija|valor fixo|фиксированную|stałą kwotę|pevnou částku|montant fixe|фіксовану/,
    );
  });

  it.each([
    // Five weeks to the end of the year: a weekly amount, not "3000 every month" for one month.
    ['Chcem ušetriť 2000 eur do konca roka.', /každý týždeň odložím 400 eur a každú nedeľu/],
    ['Voglio risparmiare 1500 euro entro dicembre.', /mettendo da parte 300 euro ogni settimana/],
    ['I need to save 1000 euros by the end of the year.', /setting aside 200 euros every week/],
  ])('a near deadline is paced by the week: %s', (input, expected) => {
    expect(draftGoals(input, NOV_26)).toMatch(expected);
  });

  it('reads the deadline against the run date', () => {
    expect(daysUntil('bis Ende des Jahres', 'de', NOV_26)).toBe(35);
    expect(daysUntil('bis Ende des Jahres', 'de', new Date(Date.UTC(2026, 0, 1)))).toBe(364);
    // A month already past this year is next year's.
    expect(daysUntil('by March', 'en', new Date(Date.UTC(2026, 5, 1)))).toBe(273);
  });

  it('needs a currency to call a number an amount', () => {
    expect(amountIn('I run 10 km a week')).toBeNull();
    expect(amountIn('R$ 3.000 até maio')).toMatchObject({ value: 3000, prefix: 'R$ ', currency: '' });
    expect(amountIn('12 tysięcy złotych')).toMatchObject({ value: 12000, prefix: '', currency: 'złotych' });
  });

  it("is paced from the generator's clock, the day the goal is drafted", async () => {
    const input = 'I need to save 1200 euros by the end of June.';
    const inNovember = await createOfflineGenerator(() => NOV_26).generate(input);
    const inMarch = await createOfflineGenerator(() => new Date(Date.UTC(2027, 2, 1))).generate(input);
    expect(inNovember.output).toMatch(/setting aside 180 euros every month/);
    expect(inMarch.output).toMatch(/setting aside 300 euros every month/);
  });
});
