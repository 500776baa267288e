/**
 * Issue 33 (blind reading 105's 11): "Хочу снова чувствовать, что я что-то могу" became "Моя цель — снова
 * чувствовать в течение трёх месяцев": the aim cut at its "что" clause, a feeling verb with nothing felt. To feel
 * again that one can do something is self-confidence (situations.json confidence cues), and a Russian or Ukrainian
 * aim ending on "чувствовать"/"відчувати" is broken (gate.json danglingEnds), so the situation's goal answers it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('feeling again that I can do something is confidence', () => {
  it.each([
    ['Хочу снова чувствовать, что я что-то могу, а не только варить каши.', /^Я укреплю уверенность в себе в течение трёх месяцев/u],
    ['Хочу знову відчувати, що я щось можу.', /^Я зміцню впевненість у собі протягом трьох місяців/u],
    ['Chci zase cítit, že něco dokážu.', /^Posílím své sebevědomí během tří měsíců/u],
    ['I want to feel again that I can do something.', /^I will build up my self-confidence over the next three months/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/(?:чувствовать|відчувати) (?:в течение|протягом)/u);
  });
});
