/**
 * Issue 33 (round 64; readers 80–97's shift worker): a house told before a Russian or Ukrainian need ("дом надо
 * утеплять до следующей зимы", "Хату треба утеплити до зими") is the household's chore in the story. Read as the
 * writer's aim it lost its object and was pasted beside quitting shift work ("Моя цель — утеплять до следующей зимы
 * в течение трёх месяцев", a second deadline besides). "до следующей зимы", "до наступної зими" are dates too.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a household chore told before a need is no aim', () => {
  it.each([
    [
      'Я работаю вахтой на севере, месяц там, месяц дома. Жена одна с детьми, дом надо утеплять до следующей зимы. Хочу уйти с вахты и найти работу в своём городе до осени.',
      /Я найду работу в своём городе до осени/u,
      /утеплять/u,
    ],
    [
      'Працюю вахтою в Польщі по два місяці, діти ростуть без мене. Хату треба утеплити до зими. Хочу знайти роботу вдома до літа.',
      /Я знайду роботу вдома до літа/u,
      /утеплити/u,
    ],
  ])('%s', (input, goal, pasted) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(pasted);
  });

  it.each([
    ['Хочу утеплить дом до следующей зимы.', /утеплить дом до следующей зимы;/u],
    ['Хочу утеплити хату до наступної зими.', /утеплити хату до наступної зими;/u],
  ])('%s keeps its own date alone', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/в течение трёх месяцев|протягом трьох місяців/u);
  });
});
