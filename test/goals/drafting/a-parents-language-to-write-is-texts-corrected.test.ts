/**
 * Issue 33 (round 61's probes): children of migrants who speak their parents' language and cannot write it. "Improve
 * my written Vietnamese" was public speaking ("taking the floor or presenting"), "apprendre à écrire l'arabe",
 * "lepiej pisać po ukraińsku" and "naučit se psát vietnamsky" were 500-word writing sessions, and "выучить армянский"
 * was the weekly-steps filler: topics.json did not know Vietnamese, Turkish, Armenian, Arabic in the Romance
 * languages or the Polish, Czech and Russian forms ("po ukraińsku", "vietnamsky", "армянский"). It knows them now (not
 * "Hungarian" and other names a story or a title says of a person), and aims.json measures a language to write
 * (a writing or language goal with a writing word) by short texts in it, one corrected each week by a native speaker
 * in the family or a tutor, and the repeated mistakes gone over; a thesis written in English keeps the thesis's pages.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a parent's language to write is short texts corrected", () => {
  it.each([
    [
      'I want to improve my written Vietnamese.',
      'I will improve my written Vietnamese within the next six months, writing a short text in it',
      /taking the floor|every step it takes/u,
    ],
    [
      "Je voudrais apprendre à écrire l'arabe correctement.",
      "Je vais apprendre à écrire l'arabe correctement au cours des quatre prochains mois, en écrivant au moins trois fois par semaine un court texte dans cette langue",
      /500 mots/u,
    ],
    ['Chcę lepiej pisać po ukraińsku.', 'co najmniej trzy razy w tygodniu napiszę krótki tekst w tym języku', /500 słów/u],
    [
      'Chtěla bych se naučit psát vietnamsky.',
      'Naučím se psát vietnamsky během čtyř měsíců – alespoň třikrát týdně napíšu v tom jazyce krátký text',
      /500 slov/u,
    ],
    [
      'Хочу выучить армянский, чтобы разговаривать с бабушкой.',
      'Я выучу армянский в течение шести месяцев, чтобы разговаривать с бабушкой — буду заниматься не меньше двух раз в неделю',
      /нужные шаги/u,
    ],
  ])('%s', (text, goal, gone) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(goal);
    expect(goals).not.toMatch(gone);
  });

  it('keeps the thesis its own pages', () => {
    expect(draftGoals('I want to write my thesis in English by June.', NOV_25)).toContain('writing at least five pages a week');
  });
});
