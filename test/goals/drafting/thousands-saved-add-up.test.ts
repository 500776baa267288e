/**
 * Issue 33 (blind reading 21's 18, stated19): "našetřit 60 tisíc" names no currency, so it was read as
 * a count of "tisíc" and paced like pages: "každý týden si stanovím cíl aspoň 10 tisíc", a figure
 * that did not add up to the 60 000. Thousands right after a saving verb are money now: the goal puts
 * aside the sum a period that reaches the target by the mentee's date, written in digits.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('thousands to save with no currency add up to the target', () => {
  it.each([
    ['Chci do konce příštího roku našetřit 60 tisíc na dovolenou.', /každý měsíc odložím 4 650/u, 4650, 13],
    ['Chcę do końca przyszłego roku odłożyć 20 tysięcy na wakacje.', /co miesiąc będę odkładać 1 550/u, 1550, 13],
    ['Хочу до конца следующего года накопить 300 тысяч на машину.', /каждый месяц буду откладывать 23 100/u, 23100, 13],
    ['Хочу за рік відкласти 50 тисяч на ремонт.', /щомісяця відкладатиму 4 200/u, 4200, 12],
  ])('%s', (input, pace, each, months) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(pace);
    expect(out).not.toMatch(/stanovím cíl|wyznaczę sobie cel|ставить себе цель|ставитиму собі за мету|фиксированную сумму/u);
    const target = Number(/(\d+) (?:tisíc|tysięcy|тысяч|тисяч)/u.exec(input)![1]) * 1000;
    expect(each * months).toBeGreaterThanOrEqual(target);
    expect(each * (months - 1)).toBeLessThan(target);
  });

  it('a joined goal keeps its own sum by the year end', () => {
    const out = draftGoals('Chci do konce roku našetřit 60 tisíc na dovolenou a zároveň přestat kouřit.', NOV_26);
    expect(out).toMatch(/každý týden odložím 12 000/u);
    expect(out).toMatch(/Přestanu kouřit/u);
  });
});
