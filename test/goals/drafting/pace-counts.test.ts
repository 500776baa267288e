/**
 * Issue 33, blind reading 6: "10 songs for my wife's birthday in May", "20 Bewerbungen bis März",
 * "vendere 30 pezzi entro settembre" — a count the goal names is paced to the mentee's own date, so
 * many a week or a month that adds up to it, in words that fit any verb (selling, writing, sending).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26));

describe('a count the goal names is paced to its deadline', () => {
  it.each([
    // 15 by 31 March: 4.2 months, so 4 a month (16).
    ['Ich möchte bis Ende März 15 Bewerbungen verschicken.', /bis Ende März 15 Bewerbungen .*mindestens 4 Bewerbungen ein/u],
    // 30 by 30 September ("entro": the month's end): 10.1 months, 3 a month.
    ['Devo vendere 30 pezzi entro settembre per il mercatino.', /almeno 3 pezzi ogni mese/u],
    // 10 by 15 May: 5.6 months, 2 a month.
    ['I want to write 10 songs for my wife’s birthday in May.', /at least 2 songs every month/u],
    // 25 by 28 February (13.4 weeks), the unit with the noun before it: 2 a week.
    ['I need to send out 25 job applications before the end of February.', /at least 2 job applications every week/u],
    // 8 by 20 December: 3.4 weeks, 3 a week.
    ['I want to knit 8 scarves for the christmas market by 20 December.', /at least 3 scarves every week/u],
    // 12 by 31 January: 6 a month overshoots less than 2 a week.
    [
      'Je veux envoyer 12 candidatures avant fin janvier.',
      /^Je vais envoyer 12 candidatures avant fin janvier, en visant au moins 6 candidatures chaque mois/u,
    ],
    // 40 by 1 June: 7 a month.
    ['Quiero vender 40 cuadros antes de junio en mi tienda online.', /al menos 7 cuadros cada mes/u],
    // 30 by 31 March, genitive plural kept: 8 a month.
    ['Хочу до конца марта написать 30 статей для блога.', /не меньше 8 статей/u],
    ['Хочу до кінця березня написати 30 статей для блогу.', /щонайменше 8 статей/u],
    // Easter 2027 is 28 March: 6 in four months, 2 a month.
    ['Ich will bis Ostern 6 Decken häkeln.', /mindestens 2 Decken ein/u],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOV_26)).toMatch(expected);
  });

  it.each([
    // Kilos and months are no count of things; a date's day is none either.
    'I’d like to lose 12 kg by my sister’s wedding on 6 March.',
    'Quero perder 8 quilos até ao verão.',
    // One book a month is no plural: the reading measure stays, the count is not raised to two.
    'Voglio leggere 12 libri entro la fine del 2027.',
    'Do konca roka 2027 chcem prečítať 12 kníh.',
  ])('no count pace: %s', (input) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(/aiming for|puntando|si stanovím|tendo como meta/u);
  });
});
