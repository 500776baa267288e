/**
 * Issue 33 (figures68; blind reading 112's 26): "write 10 new songs this year" said on 1 December was
 * paced "at least 3 new songs every week" for the four weeks left. Songs, like books, are capped at one
 * a week (own-measures.json milestone.caps): what fits by the year's end is a first milestone and the
 * rest follows at that pace, said honestly. The cap's stem is found in any word of the unit ("new songs").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('songs by a near year end get a first milestone', () => {
  it.each([
    [
      'I want to play my first open mic by April and write 10 new songs this year.',
      /I will write 10 new songs, aiming for 4 new songs by the end of this year, as many as its weeks left allow, and for the rest within the next 10 weeks/u,
      /at least 3 new songs every week/u,
    ],
    [
      'Je veux écrire 8 chansons cette année pour mon premier EP et trouver un studio pas trop cher.',
      /Je vais écrire 8 chansons pour mon premier EP, en visant 4 chansons d'ici la fin de l'année/u,
      /au moins 2 chansons chaque semaine/u,
    ],
    [
      'Quero escrever 10 canções este ano e gravar pelo menos três até ao verão.',
      /Vou escrever 10 canções, tendo como meta até ao fim do ano 4 canções e o resto nas próximas 10 semanas/u,
      /pelo menos 3 canções todas as semanas/u,
    ],
    [
      'Ich will dieses Jahr noch 10 Songs schreiben und im Frühling eine EP aufnehmen.',
      /4 Songs als Etappenziel bis zum Jahresende, den Rest innerhalb von 10 Wochen/u,
      /jede Woche mindestens 3 Songs/u,
    ],
    [
      'Хочу до конца года написать 10 песен для своего альбома.',
      /сначала поставлю себе цель до конца года: 5 песен, остальное осилю в течение 10 недель/u,
      /каждую неделю/u,
    ],
    [
      'I want to write 15 songs this year and record a demo with my band by spring.',
      /I will write 15 songs within the next 12 months, aiming for at least 2 songs every month/u,
      /4 songs every week/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
