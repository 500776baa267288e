/**
 * Issue 33 (blind readings 65-67): "Odpovědět musím do konce měsíce a pořád se točím v kruhu" came back as the goal
 * "Mým cílem je odpovědět do konce měsíce a pořád se točím v kruhu". A clause joined by "and" that says where the
 * mentee still is ("a pořád se točím", "i ciągle kręcę się", "а я досі ходжу") is their story, cut from the aim
 * (intents.json clauseCut) — unless it is a second aim ("i wciąż się rozwijać").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a clause of still being stuck is the story, no part of the goal', () => {
  it.each([
    ['Musím odpovědět do konce měsíce a pořád se točím v kruhu.', 'odpovědět do konce měsíce –', /točím/u],
    ['Odpovedať musím do konca mesiaca a stále sa točím v kruhu.', 'odpovedať do konca mesiaca –', /točím/u],
    ['Muszę odpowiedzieć do końca miesiąca i ciągle kręcę się w kółko.', 'odpowiedzieć do końca miesiąca –', /kręcę/u],
    ['Треба відповісти до кінця місяця, а я досі ходжу по колу.', 'відповісти до кінця місяця;', /ходжу/u],
  ])('%s', (text, said, pasted) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(said);
    expect(goals).not.toMatch(pasted);
  });

  it('keeps a second aim joined by "still"', () => {
    expect(draftGoals('Chcę schudnąć 5 kg i wciąż się rozwijać.', NOV_25)).toContain('się wciąż rozwijać');
  });
});
