/**
 * Issue 33 (blind readings 58's 6 and 15, 59's 12): money borrowed from a friend, rent or bills left unpaid and
 * taxes not paid were told beside other troubles and got no goal. They are debts the person told: a repayment
 * goal, and unpaid taxes tax put aside from every payment (as a tax bill not yet paid already was); since round 67,
 * unpaid taxes are the tax bill paid in full, the office asked for instalments (taxbill).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('debts told as arrears, a loan from a person or unpaid taxes get a goal', () => {
  it.each([
    [
      "I borrowed 2,000 pounds from my best friend last year and I've only paid back 300. I also lost my job in September.",
      'I will pay off my debts',
    ],
    [
      'Ich bin seit Mai arbeitslos, habe zwei Monate Miete nicht bezahlt und esse abends aus Frust.',
      'Ich werde meine Mietrückstände abbauen und meine Wohnung behalten',
    ],
    // Rent owed by the month is the rent's own goal, as the German one is (round 64).
    [
      'Estoy en paro, debo tres meses de alquiler y como por ansiedad por las noches.',
      'Voy a ponerme al día con el alquiler y conservar mi casa',
    ],
    [
      'Dlužím kamarádovi 30 000 Kč a vrátil jsem mu zatím jen 5 000. Stydím se. K tomu jsem nezaplatil daně za loňský rok.',
      'Doplatím celou dlužnou daň',
    ],
  ])('%s', (text, goal) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toContain('tres meses de alquiler y como');
  });
});
