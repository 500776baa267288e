/**
 * Issue 33 (round 47): the pay told after a comma was kept in the saving goal's words ("Našetřím 80 000 Kč do března,
 * beru 30 000 čistého – …", "Я накоплю 200 тысяч рублей до конца года, зарплата 60 тысяч — …"): once the goal names
 * what it reaches by the date, the pay beside it read as the sum itself. A first-person "earn" or a salary noun after a
 * comma tells what the mentee has now, no part of the aim (own-measures.json stateNow.have).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the pay told after a saving is no part of it', () => {
  it.each([
    [
      'Chci našetřit 80 000 Kč do března, beru 30 000 čistého',
      'Našetřím 30 000 Kč do března – každý měsíc odložím 10 000 Kč',
      /beru 30 000 čistého –/u,
    ],
    [
      'Хочу накопить 200 тысяч рублей до конца года, зарплата 60 тысяч',
      'Я накоплю 20 000 рублей до конца года — каждый месяц буду откладывать 20 000 рублей',
      /зарплата 60 тысяч —/u,
    ],
  ])('%s', (text, said, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(said);
    expect(goals).not.toMatch(broken);
  });
});
