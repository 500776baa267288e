/**
 * Issue 33, blind reading 3: a deadline is read whole and dated to its day. Its year stays with it
 * ("do konce příštího roku", "к лету 2028", "by March next year") instead of being left among the
 * goal's words, and a day before or after its month ("by 20 January", "bis zum 31. März", "до 10
 * грудня") is that day, not the month's first.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { daysUntil } from '../../../src/goals/drafting/pace.js';
import { deadlineIn, timeFrameIn } from '../../../src/goals/drafting/specifics.js';
import type { Language } from '../../../src/goals/drafting/language.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26));

describe('a deadline keeps its year', () => {
  it.each([
    ['cs', 'Chci do konce příštího roku splatit dluh.', 'do konce příštího roku'],
    ['pl', 'Chcę do końca przyszłego roku spłacić kredyt.', 'do końca przyszłego roku'],
    ['ru', 'Хочу до конца следующего года выплатить кредит.', 'до конца следующего года'],
    ['ru', 'Хочу к лету 2028 накопить на взнос.', 'к лету 2028'],
    ['sk', 'Chcem prečítať 12 kníh do konca roka 2027.', 'do konca roka 2027'],
    ['en', 'I want to save 2000 pounds by March next year.', 'by March next year'],
  ] as const)('%s: %s', (lang, text, frame) => {
    expect(timeFrameIn(text, lang as Language)).toBe(frame);
  });

  it.each([
    [
      'Chci do konce příštího roku splatit dluh 60 000 Kč.',
      /^(?:Mým cílem je splatit|Splatím) dluh 60 000 Kč do konce příštího roku – každý měsíc splatím 4 650 Kč/,
    ],
    ['Хочу к лету 2028 накопить 500 000 рублей на первый взнос.', /к лету 2028 — каждый месяц буду откладывать 26 400 рублей/],
    ['Chcę do końca przyszłego roku odłożyć 26 tysięcy złotych na samochód.', /co miesiąc będę odkładać 2 000 złotych/],
  ])('%s is paced over the year it names', (input, expected) => {
    const output = draftGoals(input, NOV_26);
    expect(output).toMatch(expected);
  });
});

describe('a deadline is dated to its day', () => {
  it.each([
    ['en', 'The report is due by 20 January.', 55],
    ['en', 'I need it done before January 20th.', 55],
    ['de', 'Die Arbeit muss bis zum 31. März abgegeben werden.', 125],
    ['uk', 'Керівник чекає звіт до 10 грудня.', 14],
    ['ru', 'Отчёт нужно сдать до 15 января.', 50],
  ] as const)('%s: %s', (lang, text, days) => {
    expect(Math.round(daysUntil(text, lang as Language, NOV_26)!)).toBe(days);
  });

  it('a count after the month is no day of it', () => {
    expect(Math.round(daysUntil('I run in May 3 times a week.', 'en', NOV_26)!)).toBe(170);
  });
});

describe('a month with its accent is a deadline', () => {
  it.each([
    ['sk', 'V júni mám štátnice a ešte som sa nezačala učiť.'],
    ['de', 'Meine Masterarbeit muss bis zum 31. März abgegeben werden.'],
    ['pl', 'Egzamin mam w czerwcu.'],
    ['es', 'Tengo que entregar el proyecto antes de abril.'],
  ] as const)('%s: %s', (lang, text) => {
    expect(deadlineIn(text, lang as Language)).not.toBeNull();
  });
});
