/**
 * Issue 33 (blind reading 112 #8, round 69): an illustrator with few clients ("малюю діджитал-ілюстрації
 * … клієнтів майже немає") got the shop's or guesthouse's steps: "платформу бронювання … пропозицію на
 * тихі місяці". A story that names the writer an illustrator, graphic designer or artist rules out
 * that business goal (growbiz's `after` in situations.json): a freelancer's clients are found by
 * contacting them, and a guesthouse keeps its booking platform.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('an illustrator gets no booking platform', () => {
  it.each([
    'Вчуся на дизайні у Вроцлаві. Я малюю діджитал-ілюстрації, пробувала брати замовлення, але клієнтів майже немає.',
    'Jestem ilustratorką, pracuję na zlecenia od roku. Klientów mam mało, w zeszłym miesiącu zarobiłam 1500 zł.',
    "I'm a freelance illustrator. Work has been slow and I have very few clients, maybe two a month.",
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/бронювання|тихі місяці|rezerwacji|spokojne miesiące|booking|quiet months/u);
  });

  it('a guesthouse keeps its booking platform', () => {
    expect(
      draftGoals('I run a small guesthouse in Cornwall and we have fewer guests every winter, the rooms are empty from November.', NOW),
    ).toMatch(/a booking or sales platform/u);
  });
});
