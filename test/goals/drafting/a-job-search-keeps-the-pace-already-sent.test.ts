/**
 * Issue 33 (blind readings 62's 1, 63's 1, 64's 1): "laid off in February … sent maybe 60 applications" got "at least five
 * tailored applications a month", a fraction of what the person already sends. A total sent over the months told, or
 * since the month named, is a pace of their own, and the stock count is never below it (pace.ts applied).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a job search keeps the pace already sent', () => {
  it.each([
    [
      "I lost my job in March and it's been 8 months. I've sent about 80 applications and had 3 interviews.",
      'sending at least 10 tailored applications a month',
      /at least five tailored/u,
    ],
    [
      'Perdí mi trabajo hace 6 meses y he enviado unas 60 solicitudes, solo dos entrevistas.',
      'enviando al menos 10 candidaturas',
      /al menos cinco/u,
    ],
    ['Přišel jsem o práci v březnu a od té doby jsem poslal asi 70 žádostí.', 'každý měsíc pošlu alespoň 8 přihlášek', /alespoň pět/u],
    ['Я потеряла работу в марте и с тех пор отправила около 90 откликов.', 'не меньше 10 откликов', /не меньше пяти/u],
  ])('%s', (text, phrase, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(phrase);
    expect(answer).not.toMatch(broken);
  });

  // Blind reading 65's 1: the months the savings last, told after the count, are not the months it was sent over
  // (40 since March is four a month, not 40 over "three months" of savings).
  it('counts the months told before the total, not the months of money left after it', () => {
    const answer = draftGoals(
      "I got laid off in March. I've sent maybe 40 applications since. My savings are down to $3,200, so I have roughly three months before things get really bad.",
      NOV_25,
    );
    expect(answer).toContain('sending at least five tailored applications a month');
    expect(answer).not.toMatch(/at least 13/u);
  });
});
