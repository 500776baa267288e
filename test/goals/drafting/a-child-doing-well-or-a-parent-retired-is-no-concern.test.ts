/**
 * Issue 33 (round 51's probes): another person's situation told as fine was answered as the mentee's
 * concern. "Мій син навчається в школі, в нього все добре" added a goal to help the son do better at
 * school (the school's cue, "школ", in a sentence that says all is well with him), and "Моя мама на
 * пенсії" was the mentee's own retirement: a plan to choose their next step. The child's school situation
 * is not told when its sentence says all is well with the child ("в нього все добре", "у него всё
 * хорошо", "u niego wszystko dobrze": with the pronoun, as a bare "all is well" may follow a trouble
 * told), and a parent's retirement ("my mum is retired", "mama jest na emeryturze", eleven languages) is
 * no doubt of the mentee's about their own direction (the unsure situation's `unless`).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('a child doing well or a parent retired is no concern of the mentee', () => {
  it.each([
    [
      'Мій син навчається в школі, в нього все добре. Я хочу почати бігати тричі на тиждень.',
      /^Я почну бігати тричі на тиждень протягом шести місяців — тренуватимуся/u,
      /синові|школ/u,
    ],
    ['Мой сын учится в школе, у него всё хорошо. Хочу бросить курить.', /^Я брошу курить в течение трёх месяцев — /u, /сыну|школ/u],
    ['Моя мама на пенсії, живе в селі. Я хочу кожної неділі їй дзвонити.', /^Я до кінця наступного тижня/u, /план наступного кроку/u],
  ])('%s', (input, start, gone) => {
    const goals = draftGoals(input, NOW);
    expect(goals).toMatch(start);
    expect(goals).not.toMatch(gone);
  });
});
