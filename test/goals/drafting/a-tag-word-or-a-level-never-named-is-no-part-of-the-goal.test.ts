/**
 * Issue 33 (blind readings 65-67): a word that only tags the mentee's speech (", ecco", ", quoi", "auch noch") or a level
 * they never named ("выучить английский до уровня, чтобы …") was pasted into the goal with our date after it ("Mi
 * sentirò meno perso, ecco entro i prossimi tre mesi", "Я выучу английский до уровня к 1 сентября"). The goal says the
 * aim without it (gate.json fillers and vagueTails); a level that is named ("до уровня B2") stays.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a tag word or a level never named is no part of the goal', () => {
  it.each([
    ['Vorrei sentirmi meno perso, ecco.', 'le tre aree della mia vita in cui sento di più di non andare avanti', /ecco/u],
    ['Vorrei trovare un lavoro migliore, ecco.', 'Troverò un lavoro migliore entro', /ecco/u],
    // Round 53: feeling better is a wish of the happier family, with a first step of its own.
    ['Je veux me sentir mieux, quoi.', 'Je vais noter chaque soir, pendant les quatre prochaines semaines', /quoi/u],
    ['Ich muss mich auch noch für Jobs bewerben.', 'werde ich mich für Jobs bewerben;', /auch noch/u],
    [
      'Хочу к 1 сентября выучить английский до уровня, чтобы пройти собеседование в международную компанию, и подтянуть Excel.',
      'Я выучу английский к 1 сентября',
      /до уровня/u,
    ],
    ['Хочу вивчити англійську до рівня, щоб пройти співбесіду.', 'Я вивчу англійську протягом', /до рівня/u],
  ])('%s', (text, said, pasted) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(said);
    expect(goals).not.toMatch(pasted);
  });

  it('keeps a level the mentee names', () => {
    expect(draftGoals('Хочу выучить английский до уровня B2.', NOV_25)).toContain('английский до уровня B2');
  });
});
