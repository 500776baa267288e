/**
 * Issue 33 (round 47, a helper's own narratives): two pastes that broke a narrative's goal. A Russian or Ukrainian
 * past told after the aim's comma with its figure ("попробовать сделать своё приложение, накопил 500 тысяч") is the
 * story, yet it was pasted into the goal ("Я попробую сделать своё приложение, накопил 500 тысяч в течение трёх
 * месяцев"); and the Slovak year written "do roku 2028" was no deadline to the reader, so a second one followed it
 * ("Otvorím si vlastné bistro v Žiline do roku 2028 do štyroch mesiacov").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a told saving and a written year stay out of the aim', () => {
  it.each([
    [
      'Я работаю программистом 6 лет, но выгорел полностью. Хочу попробовать сделать своё приложение, накопил 500 тысяч.',
      'Я попробую сделать своё приложение в течение',
      /приложение, накопил/u,
    ],
    ['Хочу купить машину к лету, накопила 200 тысяч.', 'Я куплю машину к лету —', /машину к лету, накопила/u],
    ["Хочу відкрити кав'ярню до 2028 року, накопичив 150 тисяч гривень.", "Я відкрию кав'ярню до 2028 року —", /накопичив/u],
    [
      'Pracujem ako kuchárka 7 rokov a chcem si otvoriť vlastné bistro v Žiline do roku 2028.',
      'Otvorím si vlastné bistro v Žiline do roku 2028 –',
      /do roku 2028 do /u,
    ],
  ])('%s', (text, phrase, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(phrase);
    expect(goals).not.toMatch(broken);
  });
});
