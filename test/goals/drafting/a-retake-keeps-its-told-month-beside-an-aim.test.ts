/**
 * Issue 33 (round 69, blind reading 115's 14): "Theoretische Informatik hab ich zweimal nicht bestanden …
 * die Prüfung ist im Juli" beside a stated aim took the stock "in den nächsten vier Monaten": the retake's
 * need (the university, "Studium") was told in an earlier sentence, so its own dated sentence was not read
 * as the retake's. Beside a stated aim, a cue whose need an earlier sentence told is of its sentence too:
 * the told month wins over a stock span.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a retake keeps its told month beside an aim', () => {
  it.each([
    [
      'Studiuję prawo na uczelni w Krakowie. Dwa razy oblałem prawo cywilne, poprawka jest w czerwcu. Chcę też nauczyć się hiszpańskiego.',
      /Zdam prawo w czerwcu/u,
      /Zdam prawo w ciągu czterech miesięcy/u,
    ],
    [
      "J'étudie le droit à la fac. J'ai raté le droit civil deux fois, le rattrapage est en juin. Je veux aussi apprendre l'espagnol.",
      /D'ici juin, je vais réussir au rattrapage/u,
      /raté au cours des quatre prochains mois/u,
    ],
    [
      'Estudio en la universidad. Suspendí estadística dos veces y la recuperación es en junio. También quiero aprender inglés.',
      /Para junio voy a aprobar en la siguiente convocatoria/u,
      /suspendido en los próximos cuatro meses/u,
    ],
    [
      'Ich studiere Informatik. Theoretische Informatik hab ich zweimal nicht bestanden, die Prüfung ist im Juli. Manchmal denk ich, ich sollte lieber eine Ausbildung zum Fachinformatiker machen.',
      /Im Juli werde ich die nicht bestandene Prüfung/u,
      /In den nächsten vier Monaten werde ich die nicht bestandene Prüfung/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
