/**
 * Issue 33 (round 69, blind reading 115's 13): "kurz … začíná v únoru … Potom bych ráda pracovala v hospici"
 * read "Budu pracovat v hospici do února": the course's start became the job's deadline. An aim whose
 * sentence opens with "then" ("Potom", "Danach", "Poi", "Potem", "Потом") right after the sentence telling
 * the date comes after that date, as one told after "then" in the date's own sentence did (specifics.json
 * afterDate): it takes its months from that date on.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a job after the course comes after its start', () => {
  it.each([
    [
      'Přihlásila jsem se na kurz pracovníka v sociálních službách, začíná v únoru a stojí 9 900 Kč. Potom bych ráda pracovala v hospici.',
      /Budu pracovat v hospici během 6 měsíců/u,
      /v hospici do února/u,
    ],
    [
      'Ich habe einen Kurs gebucht, er beginnt im Februar. Danach möchte ich in einem Hospiz arbeiten.',
      /Innerhalb von 6 Monaten werde ich in einem Hospiz arbeiten/u,
      /Bis Februar werde ich/u,
    ],
    [
      'Mi sono iscritta a un corso che inizia a febbraio. Poi vorrei lavorare in un hospice.',
      /Entro i prossimi 6 mesi lavorerò/u,
      /Entro febbraio/u,
    ],
    [
      'Zapisałam się na kurs, zaczyna się w lutym. Potem chciałabym pracować w hospicjum.',
      /w hospicjum w ciągu 6 miesięcy/u,
      /w hospicjum do lutego/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
