/**
 * Issue 33 (blind readings 56's 6, 57's 1, 59's 1, 61's 1): a job search told with its own pace ("I send about 10
 * applications a week", "mando 20 candidature al mese") got the stock "five applications a month", a cut from what the
 * person already does; and the month or the months their money lasts ("My savings last until March", "Minha reserva
 * acaba em três meses") were passed over for the stock six months. The count a month is at least theirs, and the
 * runway is the job goal's deadline (pace.ts, runway).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a job search keeps the mentee's own pace and runway", () => {
  it.each([
    [
      "I'm sending 15 applications a month and getting nothing back. I want a new job.",
      'sending at least 15 tailored applications a month',
      /at least five tailored/u,
    ],
    [
      "I've been unemployed since June and I send about 10 applications a week, but no interviews yet. My savings last until March.",
      'I will find a new job by March, sending at least 40 tailored applications a month',
      /six months|at least five/u,
    ],
    [
      'I lost my job in September. I send around 20 applications a month. My redundancy money runs out in February.',
      'I will find a new job by February, sending at least 20 tailored applications a month',
      /six months|at least five/u,
    ],
    [
      'Ich will bis März eine neue Stelle finden, ich schreibe schon 12 Bewerbungen im Monat.',
      'schicke ich jeden Monat mindestens 12 passgenaue Bewerbungen ab',
      /mindestens fünf/u,
    ],
    [
      'Sono disoccupato da aprile, mando 20 candidature al mese e la disoccupazione finisce a febbraio.',
      'inviando almeno 20 candidature mirate al mese',
      /almeno cinque/u,
    ],
    [
      'Od lipca jestem bez pracy, wysyłam około 10 CV tygodniowo, a oszczędności starczą mi do marca.',
      'co najmniej 40 dopasowanych aplikacji',
      /co najmniej pięć/u,
    ],
    ['Я без работы с августа, отправляю около 20 откликов в месяц, а денег хватит до марта.', 'не меньше 20 откликов', /пяти откликов/u],
    ['Minha reserva acaba em três meses e já mandei 150 currículos.', 'Nos próximos 3 meses vou encontrar um novo emprego', /seis meses/u],
  ])('%s', (text, kept, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(kept);
    expect(answer).not.toMatch(broken);
  });
});

describe('a runway month not written as read is no date', () => {
  // The runway's frame is read from words; a comma or a double space between them once matched nowhere in the
  // text and pasted its last character as the deadline ("I will find a new job ., sending", ". vou encontrar").
  it.each([
    'I lost my job in October. My savings last until, March. I send 3 applications a week.',
    'Perdi o emprego. A reserva acaba em  fevereiro.',
  ])('%s', (text) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).not.toMatch(/(?:^|\s)\.|\., /mu);
    expect(answer).toMatch(/six months|seis meses/u);
  });
});
