/**
 * Issue 33 (round 67, reader 108's 11): a rotation told as "месяц через месяц" (a month on, a month off)
 * was read as "через месяц", a month from now: "Я помогу сыну лучше учиться через месяц". A count of the
 * same unit before "через" is a rate of work (specifics.json whyRotation), as "einmal in zwei Wochen" is:
 * no date; the goal takes its own time frame.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a rotation through a month is no date', () => {
  it.each([
    [
      'Працюю за кордоном місяць через місяць, на будові в Польщі. Син-підліток без мене зовсім перестав вчитися. Хочу, щоб він краще вчився, і хочу знайти роботу ближче до дому.',
      /Я знайду роботу ближче до дому протягом шести місяців/u,
      /ближче до дому через місяць/u,
    ],
    [
      'Работаю вахтой на стройке, месяц через месяц, разнорабочим. Жена одна с двумя детьми, и старший уже начал прогуливать школу. Больше всего меня беспокоит сын, ему 13, и без отца дома он совсем распустился.',
      /^Я помогу сыну/u,
      /через месяц —/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
