/**
 * Issue 33 (blind reading 9): gambling is a habit of its own — sites and apps blocked, a helpline or
 * counsellor, days without a bet — not a student's work and study to balance. Words that only look
 * like it stay out: a Czech strike ("stávka"), Russian interest rates ("ставки по ипотеке"), an
 * English "hazard".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('gambling gets its own goal', () => {
  it.each([
    [
      'Som na vysokej škole a tento semester som na stávkach na futbal prehral asi 1 200 €. Navyše mi v januári začína skúškové.',
      /Prestanem stávkovať .*stávkové stránky/u,
    ],
    ['Od roku obstawiam mecze u bukmachera i przegrałem już 8 tysięcy. Chcę z tym skończyć.', /Skończę z hazardem .*bukmacherskie/u],
    ['Ich habe bei Sportwetten fast 2.000 Euro verloren und schäme mich.', /mit dem Wetten aufhören; dafür sperre ich/u],
    ['Llevo un año en las casas de apuestas y he perdido 3.000 euros.', /dejar las apuestas .*bloqueando/u],
    ['Перестал контролировать себя: делаю ставки на спорт каждый день.', /перестану делать ставки .*со ставками/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });

  it.each([
    'V práci se chystá stávka a já nevím, jestli se připojit.',
    'Ставки по ипотеке выросли, и мы не знаем, брать ли квартиру сейчас.',
    'There is a safety hazard at my workplace and my manager ignores it.',
  ])('is not read into other words: %s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/stávkov|ставки на|делать ставки|gambling|betting/u);
  });
});
