/**
 * Issue 33 (blind reading 21's 25, stated19): "od apríla otvoriť živnosť … a do konca júna mať aspoň päť
 * stálych klientov" became "Otvorím si od apríla živnosť … do konca júna": the start month was not read
 * as a date, so the clients' June deadline was shared to it (two deadlines, the second someone else's).
 * A month something starts from ("od apríla", "od marca", "с марта", "ab April") is the goal's own date
 * now; a month something has run since ("Od apríla nemám prácu") is never the story's deadline.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a start month is the goal’s own date', () => {
  it.each([
    [
      'Chcem si od apríla otvoriť živnosť ako prekladateľka z nemčiny a do konca júna mať aspoň päť stálych klientov.',
      /^1\. Otvorím si živnosť ako prekladateľka z nemčiny od apríla – /mu,
      /^1\..*do konca júna/mu,
    ],
    [
      'Chcę od marca otworzyć działalność jako grafik i do końca czerwca mieć pięciu stałych klientów.',
      /^1\. Otworzę działalność jako grafik od marca – /mu,
      /^1\..*do końca czerwca/mu,
    ],
    ['Хочу с марта открыть ИП и до конца июня найти пять постоянных клиентов.', /^1\. Я открою ИП с марта — /mu, /^1\..*до конца июня/mu],
  ])('%s', (input, own, shared) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(own);
    expect(out).not.toMatch(shared);
    expect(out).toMatch(/^2\. .*(?:do konca júna|do końca czerwca|до конца июня)/mu);
  });
});
