/**
 * Issue 33 (blind reading 36's 20): an abbreviated thousand before its currency ('odłożyć 10 tys. zł na
 * samochód do września', '40 тис. грн', '300 тыс. рублей') ends no sentence: the sum keeps its currency,
 * its purpose and its own deadline, and gets the monthly amount, not 'Odłożę 10 tys do końca marca' with
 * the steps filler.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('an abbreviated thousand before its currency ends no sentence', () => {
  it.each([
    [
      'Chcę zdać egzamin na prawo jazdy do końca marca i odłożyć 10 tys. zł na samochód do września.',
      '2. Odłożę 10 tys. zł na samochód do września – co miesiąc będę odkładać 1 150 zł',
    ],
    [
      'Хочу до літа відкласти 40 тис. грн на відпустку і вивчити англійську до B1.',
      '1. Я відкладу 40 тис. грн на відпустку до літа — щомісяця відкладатиму',
    ],
    ['Хочу накопить 300 тыс. рублей к лету и бросить курить до Нового года.', '2. Я брошу курить до Нового года'],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toContain(goal);
  });
});
