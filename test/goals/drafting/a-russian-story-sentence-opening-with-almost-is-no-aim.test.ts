/**
 * Issue 33 (blind reading 62's 12): "Почти все клиенты приходят по сарафанному радио, портфолио не обновлял с 2021 года"
 * came back whole as "Моя цель — почти все клиенты приходят …": "почти" (almost) ends like a Russian infinitive, so the
 * story's sentence was read as an aim. Such words are listed as no infinitives (verbs.json words): the clients' own goal
 * answers the sentence.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a Russian story sentence opening with "almost" is no aim', () => {
  it('answers the clients told, not the sentence pasted', () => {
    const goals = draftGoals(
      'Я фрилансер, делаю дизайн сайтов уже четыре года. Доход скачет от 40 до 180 тысяч рублей в месяц, и я никогда не знаю, что будет через два месяца. Почти все клиенты приходят по сарафанному радио, портфолио не обновлял с 2021 года. Подушки безопасности нет совсем.',
      NOV_25,
    );
    expect(goals).toContain('Я налажу стабильный поток клиентов');
    expect(goals).not.toMatch(/почти все клиенты/iu);
  });
});
