/**
 * Issue 33: a deadline named by a day of the calendar or a coming season, not a month —
 * "by New Year", "к Новому году", "do Nowego Roku", "entro la prossima primavera", "antes del
 * próximo verano" — is the goal's one deadline. Unread, the goal had two ("by New Year within the next
 * twelve months") or was paced over a year (60,000 roubles by New Year at 5,000 a month).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26));

describe('New Year is the first of January', () => {
  it.each([
    // Five weeks to 1 January 2027: a weekly amount.
    ['Хочу к Новому году закрыть кредитку, на ней сейчас 60 тысяч рублей.', /каждую неделю буду выплачивать 12 000 рублей/u],
    ['Хочу до Нового року закрити кредитку, на ній зараз 20 тисяч гривень.', /щотижня виплачуватиму 4 000 гривень/u],
    ['Chcę do Nowego Roku spłacić kartę, mam 3 000 zł długu.', /co tydzień będę spłacać 600 zł/u],
    ['I want to pay off 2,000 euros by New Year.', /400 euros every week/u],
  ])('%s', (input, paced) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(paced);
    expect(out).not.toMatch(/twelve months|dwunastu miesięcy|двенадцати месяцев|дванадцяти місяців/u);
  });
});

describe('a coming season is one deadline', () => {
  it.each([
    ['Vorrei aprire un piccolo laboratorio di ceramica entro la prossima primavera.', 'entro la prossima primavera', /entro i prossimi/u],
    ['Quiero ahorrar 2.000 euros antes del próximo verano.', 'antes del próximo verano', /en los próximos/u],
  ])('%s', (input, deadline, second) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toContain(deadline);
    expect(out).not.toMatch(second);
  });
});

describe("the mentee's birthday is the one deadline", () => {
  it.each([
    [
      'Vorrei smettere di fumare entro il mio compleanno, il 14 maggio. Fumo circa 15 sigarette al giorno.',
      'entro il mio compleanno',
      /entro i prossimi/u,
    ],
    ['Quiero dejar de fumar antes de mi cumpleaños, el 3 de marzo.', 'antes de mi cumpleaños', /en los próximos/u],
    ['I want to run 10 km by my birthday.', 'by my birthday', /over the next|within the next/u],
    ['Chcę przeczytać 10 książek do moich urodzin.', 'do moich urodzin', /w ciągu/u],
  ])('%s', (input, deadline, second) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toContain(deadline);
    expect(out).not.toMatch(second);
  });
});
