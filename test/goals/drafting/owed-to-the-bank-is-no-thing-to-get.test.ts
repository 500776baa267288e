/**
 * Issue 33: "Я должна банку 200 тысяч" was read as "I must" and an object ("Я получу банку 200 тысяч":
 * "I will get the bank 200 thousand"). "Должна/винна банку" is a debt: a clause opening with the one
 * owed ("банку", "кредитору", "брату", "сестрі") is no aim (gate.json notAnAimStarts).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('what is owed to a bank is no thing to get', () => {
  it.each([
    'Я должна банку 200 тысяч и хочу расплатиться до лета.',
    'Я должен банку 150 000 рублей.',
    'Должна банкам почти 300 тысяч, не знаю, с чего начать.',
    'Я винен банку 60 тисяч гривень і хочу все віддати до осені.',
    'Я должен брату 80 тысяч, занял на ремонт машины. Хочу отдать до лета.',
    'Я винна сестрі 30 тисяч гривень, хочу повернути до весни.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(/(?:получу|отримаю) (?:банк|брат|сестр)/u);
    expect(out).not.toMatch(/— банк/u);
  });
});
