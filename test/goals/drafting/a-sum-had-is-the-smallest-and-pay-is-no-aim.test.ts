/**
 * Issue 33 (round 51's probes): money already saved counts, and only the sums that are money to reach are the aim.
 * "Do konce roku 2027 chci mít našetřeno 100 000 Kč … Zatím mám 30 000" was paced as if nothing were saved: the
 * first sum beside a word of having ("mít našetřeno") was taken as the sum had, and that was the year 2027, so
 * the gap was the aim less 2,027. Of the sums beside such a word (a year written as one is none), the smallest is
 * had. "Вже маю 800. Заробляю 18 000 гривень" took the pay as the sum to reach and asked 1,450 dollars a month:
 * a sum beside a word of earning is the pay, never the aim.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the sum had is taken off, the pay is no sum to reach', () => {
  it.each([
    [
      'Do konce roku 2027 chci mít našetřeno 100 000 Kč na auto. Zatím mám 30 000. Vydělávám 32 000 čistého a nájem je 14 000.',
      /^Budu mít našetřeno 100 000 Kč na auto do konce roku 2027 – každý měsíc odložím 5 400 Kč/u,
      /7 550/u,
    ],
    [
      'Do końca 2027 chcę mieć odłożone 20 000 zł na wkład. Mam już 5000 zł.',
      /^Będę mieć odłożone 20 000 zł na wkład do końca 2027 – co miesiąc będę odkładać 1 200 zł/u,
      /1 550 zł/u,
    ],
    [
      'До грудня 2027 хочу відкласти 3 000 доларів на навчання. Вже маю 800. Заробляю 18 000 гривень.',
      /^Я відкладу 3 000 доларів на навчання до грудня 2027 — щомісяця відкладатиму 190 доларів/u,
      /1 450|Щоб знайти ці гроші/u,
    ],
    [
      'Хочу до декабря 2027 накопить 2 000 долларов на учёбу. Уже есть 500. Зарабатываю 60 000 рублей.',
      /^Я накоплю 2 000 долларов на учёбу до декабря 2027 — каждый месяц буду откладывать 130 долларов/u,
      /\d{4} долларов/u,
    ],
  ])('%s', (input, says, gone) => {
    const goals = draftGoals(input, NOV_25);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(gone);
  });
});
