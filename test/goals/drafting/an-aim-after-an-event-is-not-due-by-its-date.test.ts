/**
 * Issue 33 (round 49, dates65): a date the person ties to an event is that event's, never the deadline of
 * the aim they put after it. "Obrona … jest 25 czerwca, a potem chcę znaleźć pracę" had "Znajdę pracę jako
 * tester 25 czerwca"; "Státnice mám 1. června a potom si chci najít práci" had the job by 1 June, and
 * "Ich mache im Juni mein Abitur und will danach eine Ausbildung finden" the apprenticeship "Im Juni" (blind
 * readings 104–106: a diploma deadline reused for a job after the bachelor's). A "then" or "after" word just
 * after the date (specifics.json afterDate) leaves the aim its own span; the event keeps its date.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('an aim told after an event is not due by its date', () => {
  it.each([
    [
      'Obrona pracy magisterskiej jest 25 czerwca, a potem chcę znaleźć pracę jako tester.',
      /Znajdę pracę jako tester w ciągu \S+ miesięcy/u,
      /Znajdę pracę jako tester 25 czerwca/u,
    ],
    [
      'Státnice mám 1. června a potom si chci najít práci v marketingu.',
      /Najdu si práci v marketingu během \S+ měsíců/u,
      /práci v marketingu 1\. června/u,
    ],
    [
      'Ich mache im Juni mein Abitur und will danach eine Ausbildung zur Pflegefachfrau finden.',
      /In den nächsten \S+ Monaten werde ich eine Ausbildung zur Pflegefachfrau finden/u,
      /Im Juni werde ich eine Ausbildung/u,
    ],
    [
      'My finals are in May and then I want to find a job in marketing.',
      /I will find a job in marketing within the next \S+ months/u,
      /find a job in marketing in May/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
