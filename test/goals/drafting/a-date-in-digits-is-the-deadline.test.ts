/**
 * Issue 33 (round 27): a day and month written in digits ("bis 14.03.", "do 14/03", "před 1. 3.", "до 01.04",
 * "by 3/14") was no deadline: the goal kept it as words and added a second time frame beside it ("do 14/03 během tří
 * měsíců"), paced nothing by it, or cut the sentence at the day's dot ("před 1"). It is the deadline, as the same
 * date in words is: day before month, unless the second number can be no month (the American "3/14").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a day and month in digits is the deadline', () => {
  it.each([
    ['Ich will bis 14.3. 5 kg abnehmen.', 'Ich werde bis 14.3. 5 kg abnehmen;', /nächsten drei Monaten/u],
    ['Chci zhubnout 5 kg do 14/03.', 'Zhubnu 5 kg do 14/03 –', /během tří měsíců/u],
    ['Chci dokončit bakalářku před 1. 3.', 'Dokončím bakalářku před 1. 3 –', /před 1 |během/u],
    ['Chcem si nájsť novú prácu do 31.3.', 'Nájdem si novú prácu do 31.3 –', /do šiestich mesiacov/u],
    ['Хочу сдать экзамен до 01.04.', 'Я сдам экзамен до 01.04 —', /в течение четырёх месяцев/u],
    ['Chcę schudnąć 5 kg do 14.03.', '0,35 kg tygodniowo', /w ciągu trzech miesięcy/u],
    ['Quiero ahorrar 2000 euros antes del 14/03.', 'apartando 500 euros cada mes', /próximos doce meses/u],
    ['Quero juntar 3000 euros até 30/06.', 'guardando 430 euros todos os meses', /próximos doze meses/u],
    ['Voglio finire la tesi entro il 15/04.', 'Finirò la tesi entro il 15/04,', /prossimi quattro mesi/u],
    ['I want to lose 10 pounds by 3/14.', 'I will lose 10 pounds by 3/14,', /next three months/u],
    ['I want to save 500 dollars before 31/12.', 'setting aside 250 dollars every month', /twelve months/u],
  ])('%s', (input, deadline, second) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(deadline);
    expect(out).not.toMatch(second);
  });

  it('leaves a share and a score as figures', () => {
    expect(draftGoals('I want to cut my spending by 1/3.', NOV_25)).toContain('within the next twelve months');
    expect(draftGoals('Chcę poprawić IELTS do 6.5.', NOV_25)).toContain('w ciągu czterech miesięcy');
  });
});
