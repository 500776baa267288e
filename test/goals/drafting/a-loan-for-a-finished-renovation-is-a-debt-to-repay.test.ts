/**
 * Issue 33 (blind reading 71's 12): loans taken last year for a flat's renovation ("взял два кредита на ремонт
 * квартиры"), or a car needing repair ("машина требует ремонта"), made renovation works to finish. The renovation is
 * done and the car is no home: only the debt is left to repay (situations.json unless), while a renovation under way
 * keeps its works.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a loan for a finished renovation is a debt to repay', () => {
  it.each([
    [
      'В прошлом году взял два кредита на ремонт квартиры, сейчас общий долг около 640 тысяч рублей. Ещё и машина требует ремонта.',
      'Я выплачу свои долги',
      /ремонтные работы/u,
    ],
    ['Взяв кредит на ремонт квартири, тепер борг 150 тисяч гривень.', 'Я виплачу свій кредит', /ремонтні роботи/u],
    ['Мы делаем ремонт квартиры уже полгода, и конца не видно.', 'Я закончу самые срочные ремонтные работы', /^$/u],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    if (expected !== undefined) expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });
});
