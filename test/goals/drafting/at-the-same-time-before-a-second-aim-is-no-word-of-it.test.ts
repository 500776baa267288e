/**
 * Issue 33 (round 51's probes): "at the same time" between two aims ("Zdam egzamin … do marca i w tym samym
 * czasie odłożyć 5 000 zł", "сдать на права и в то же время отложить 50 тысяч") stood before the second
 * aim's verb, so the second aim was not read as one: its infinitive was left unconjugated in the first goal
 * ("Zdam egzamin … i w tym samym czasie odłożyć", "Я сдам на права и в то же время отложить"), or the word
 * stayed in it ("Ušetřím současně 20 000 Kč"). It is a filler like "also" (intents.json fillers, in each
 * language), so each aim is a goal with its own verb.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('"at the same time" before a second aim is no word of it', () => {
  it.each([
    [
      'Zdam egzamin na prawo jazdy do marca i w tym samym czasie odłożyć 5 000 zł na samochód.',
      '2. Odłożę 5 000 zł na samochód do marca –',
      'odłożyć',
    ],
    ['Хочу до марта сдать на права и в то же время отложить 50 тысяч рублей.', '2. Я отложу 50 тысяч рублей до марта —', 'отложить'],
    ['Chci do března udělat řidičák a současně ušetřit 20 000 Kč.', '2. Ušetřím 20 000 Kč do března –', 'současně'],
  ])('%s', (input, goal, pasted) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toContain(goal);
    expect(answer).not.toContain(pasted);
  });
});
