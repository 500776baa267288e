/**
 * Issue 33 (round 47): a salary told with no rate is a month's pay unless a year follows it; the year was looked for
 * past the pay's own clause, so "Зарплата 55 тысяч, хочу к Новому году накопить 150 тысяч" read "к Новому году" as the
 * pay's year, ignored the pay and put aside 30,000 a week. A year counts only in the pay's own clause (pace.ts, netPay).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a year in the next clause leaves a pay monthly', () => {
  it('Russian: a salary before a New Year saving bounds its pace', () => {
    const goals = draftGoals('Зарплата 55 тысяч, хочу к Новому году накопить 150 тысяч на отпуск.', NOV_25);
    expect(goals).toContain('каждый месяц буду откладывать 18 300');
    expect(goals).not.toMatch(/каждую неделю буду откладывать 30 000/u);
  });
});
