/**
 * Issue 33 (blind reading 65's 14): "A settembre mi trasferisco da Bari a Milano per un nuovo lavoro" got "mi trasferirò
 * all'estero" with five job applications a month, for a woman who has the job and moves within her own country. A move
 * told with the new job it is for is settling into the new city before starting: a flat, the registration, the first
 * people there.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a move for a job already got is settling in, not a job search abroad', () => {
  it.each([
    [
      "A settembre mi trasferisco da Bari a Milano per un nuovo lavoro in un'agenzia di comunicazione. Non conosco nessuno lì, gli affitti sono altissimi (ho visto monolocali a 950 euro) e il mio stipendio sarà di 1.700 netti. Ho paura di ritrovarmi sola e di non farcela economicamente.",
      'mi sistemerò nella nuova città prima di iniziare',
      /all'estero|candidature/u,
    ],
    [
      'En febrero me mudo de Sevilla a Madrid por un nuevo trabajo. No conozco a nadie allí y los alquileres son altísimos.',
      'instalarme en la nueva ciudad antes de empezar',
      /al extranjero|candidaturas/u,
    ],
    [
      'W marcu przeprowadzam się z Lublina do Warszawy do nowej pracy. Nie znam tam nikogo, a czynsze są bardzo wysokie.',
      'Urządzę się w nowym mieście przed startem',
      /za granicę|aplikacji/u,
    ],
    [
      "In March I'm moving from Leeds to London for a new job. I don't know anyone there and rents are crazy.",
      'I will settle in the new city before I start',
      /three things I could change/u,
    ],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });
});
