/**
 * Issue 33 (round 27): summer was the only season a pace was dated by. "до весни", "do jara", "bis zum Frühling",
 * "prima della primavera" and "к осени" left the stock twelve months (or another goal's date) to set the pace, so
 * "30 тисяч гривень до весни" was paid at 2 500 a month. A season is dated by the day it begins; a score after a test's
 * name ("TOEFL 100 for the master's") is still no count to pace by the month.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a season deadline sets the pace', () => {
  it.each([
    ['Я винна сестрі 30 тисяч гривень, хочу повернути до весни.', 'щомісяця виплачуватиму 7 500 гривень', /2 500/u],
    ['Do jara chci našetřit 20 000 Kč.', 'každý měsíc odložím 5 000 Kč', /pevnou částku/u],
    ['Voglio perdere 5 chili prima della primavera.', 'circa 0,35 kg a settimana', /mezzo chilo/u],
    ['Мы с мужем хотим к осени накопить 200 тысяч рублей на ремонт.', 'откладывать 20 000 рублей', /фиксированную сумму/u],
  ])('%s', (input, paced, stock) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(paced);
    expect(out).not.toMatch(stock);
  });

  it('paces no test score by the month', () => {
    const out = draftGoals('I need TOEFL 100 for the master’s programme in Toronto next autumn.', NOV_25);
    expect(out).toContain('studying at least five hours a week');
    expect(out).not.toMatch(/for every month/u);
  });
});
