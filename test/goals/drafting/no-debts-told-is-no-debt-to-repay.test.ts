/**
 * Issue 33 (blind reading 47's 13): a person saving for a home, who owes nothing, got "rendezem az adósságaimat … először a
 * legdrágább hitelből": the loan they would need ("a hitelhez … önerő kellene") read as a debt they have. Debts told as none
 * ("I have no debts", "Nemám žádné dluhy", "никаких долгов") rule the repayment out (debts' unless), for a stated goal's
 * measure too; the Hungarian debt stems name a loan held ("hitelem", "hitelt"), not one needed ("hitelhez").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('debts told as none are no debts to repay', () => {
  it.each([
    [
      "I have no debts, but I can't seem to save anything. I want to put aside 200 a month.",
      'I will put aside 200 a month',
      /every debt|pay off my debts/u,
    ],
    ['Nemám žádné dluhy, ale nedaří se mi nic ušetřit.', 'Dostanu své finance pod kontrolu', /Splatím své dluhy/u],
    ['Нет у меня никаких долгов, но денег всё равно не хватает до зарплаты.', 'Я возьму свои финансы под контроль', /выплачу свои долги/u],
    [
      '26 éves vagyok, egy budapesti könyvelőirodában dolgozom. Szeretnék saját lakást venni, de a hitelhez legalább 6 millió forint önerő kellene.',
      'A következő',
      /adósságaimat/u,
    ],
  ])('%s', (text, goal, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(broken);
  });

  it('keeps the repayment of debts told', () => {
    expect(draftGoals('I want to pay off my debts by next summer.', NOV_25)).toContain('I will pay off my debts by next summer');
  });
});
