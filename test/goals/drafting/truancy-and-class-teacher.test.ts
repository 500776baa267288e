/**
 * A child who skips school, or whose class teacher calls about marks, is a child to help at school, in
 * words that name no school ("wagaruje", "schwänzt", "hace novillos", "truanting", "dwójki z polskiego").
 * "dwójkę dzieci" (two children) is no mark.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('truancy and a class teacher’s calls are the school goal', () => {
  it.each([
    ['pl', 'Córka wagaruje od miesiąca, wychowawczyni napisała do mnie trzy razy.', /Pomogę córce poprawić wyniki w szkole/u],
    [
      'pl',
      'Mój syn w szóstej klasie ma same dwójki z polskiego, wychowawczyni dzwoni co tydzień, a on całe popołudnia gra na komputerze.',
      /Pomogę synowi poprawić wyniki w szkole/u,
    ],
    [
      'de',
      'Mein Sohn schwänzt seit Oktober den Unterricht und der Klassenlehrer hat mich schon dreimal angerufen.',
      /meinem Sohn helfen, in der Schule/u,
    ],
    ['es', 'Mi hija de 13 años hace novillos dos veces por semana y no sé qué hacer.', /ayudar a mi hija a ir mejor en el colegio/u],
    ['en', 'My son has been truanting since September and his form tutor wants a meeting.', /help my son do better at school/u],
  ])('%s: the child is helped at school', (_lang, story, kept) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(kept);
    expect(goals).toMatch(/\d|zwei|dos|two|dwóch/u);
  });

  it('pl: two children are no mark', () => {
    expect(draftGoals('Mamy dwójkę dzieci i chciałabym wrócić do pracy po urlopie macierzyńskim w marcu.', NOV_26)).not.toMatch(
      /w szkole/u,
    );
  });
});
