/**
 * Issue 33 (round 63's probes): "reach 5,000 followers … Right now I have 1,200", "teď jich mám 1 200",
 * "I have 30,000 already" were paced as if counted from zero (blind reading 100's 17 and 13): the count
 * already done was read only up to three digits, so thousands written with a separator ("1 200", "30,000",
 * "25.000") were none. A count done is now read with its thousands joined, up to six figures; a year
 * (19xx, 20xx) beside "now" is never one.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('a count with thousands already done is kept, only the rest paced', () => {
  it.each([
    [
      'I want to reach 5,000 followers on Instagram by June. Right now I have 1,200.',
      /^I will reach 5,000 followers on Instagram by June, aiming for at least 142 followers every week/u,
      /187 followers/u,
    ],
    [
      'Chcę mieć 10 000 obserwujących na TikToku do lipca, teraz mam 2 500.',
      /^Będę mieć 10 000 obserwujących na TikToku do lipca – co tydzień wyznaczę sobie cel: co najmniej 250 obserwujących/u,
      /350 obserwujących/u,
    ],
    [
      'I want to write 80,000 words of my novel by September; I have 30,000 already.',
      /^I will write 80,000 words of my novel by September, aiming for at least 1,300 words every week/u,
      /2,050 words/u,
    ],
    [
      'Quiero llegar a 60.000 palabras de mi novela antes de agosto; ya tengo 25.000.',
      /^Voy a llegar a 60\.000 palabras de mi novela antes de agosto, fijándome como meta al menos 1\.000 palabras cada semana/u,
      /1\.700 palabras/u,
    ],
    [
      'Voglio scrivere 50.000 parole del mio romanzo entro luglio, ne ho già 12.000.',
      /^Scriverò 50\.000 parole del mio romanzo entro luglio, puntando ad almeno 1\.100 parole ogni settimana/u,
      /1\.450 parole/u,
    ],
  ])('%s', (input, kept, gone) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toMatch(kept);
    expect(answer).not.toMatch(gone);
  });
});
