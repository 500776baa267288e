/**
 * Issue 33 (round 50's probes): "Хочу найти работу по специальности, а ещё хотя бы раз в неделю уделять время себе"
 * was one goal, "Я найду работу по специальности, а ещё раз в неделю уделять время себе в течение шести месяцев":
 * the second infinitive pasted after the first aim's future, unconjugated, with the job search's span. How often told
 * before a second aim's verb leads that aim (intents.json frontOften), and "at least" before it ("хотя бы",
 * "przynajmniej", "aspoň", "al menos"; intents.json atLeast) is part of it: the two aims are split and the second
 * gets its own future. Czech and Slovak "a k tomu", Slovak "a popri tom" join two aims as "a přitom" does.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a second aim after "at least" how often keeps its own verb', () => {
  it.each([
    [
      'Хочу найти работу по специальности, а ещё хотя бы раз в неделю уделять время себе.',
      '1. Я найду работу по специальности в течение',
      '2. Я буду уделять раз в неделю время себе',
      /а ещё/u,
    ],
    [
      'Хочу знайти роботу за фахом, а ще хоча б раз на тиждень приділяти час собі.',
      '1. Я знайду роботу за фахом протягом',
      '2. Я буду приділяти раз на тиждень час собі',
      /а ще/u,
    ],
    [
      'Chcę znaleźć pracę w zawodzie, a także przynajmniej raz w tygodniu poświęcać czas sobie.',
      '1. Znajdę pracę w zawodzie w ciągu',
      '2. Będę poświęcać przynajmniej raz w tygodniu czas sobie',
      /a także/u,
    ],
    [
      'Chci si najít práci v oboru a k tomu aspoň jednou týdně věnovat čas sobě.',
      '1. Najdu si práci v oboru během',
      '2. Budu věnovat aspoň jednou týdně čas sobě',
      /k tomu/u,
    ],
    [
      'Chcem si nájsť prácu v odbore a popri tom aspoň raz týždenne venovať čas sebe.',
      '1. Nájdem si prácu v odbore do',
      '2. Budem venovať aspoň raz týždenne čas sebe',
      /popri tom/u,
    ],
    [
      'Quiero encontrar trabajo y también al menos una vez por semana dedicar tiempo a mí mismo.',
      '1. Voy a encontrar trabajo en los',
      '2. Voy a dedicar al menos una vez por semana tiempo a mí mismo',
      /y también/u,
    ],
  ])('%s', (input, first, second, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(first);
    expect(answer).toContain(second);
    expect(answer).not.toMatch(gone);
  });
});
