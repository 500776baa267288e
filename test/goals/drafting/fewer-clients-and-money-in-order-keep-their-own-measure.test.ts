/**
 * Issue 33 (round 50's probes): a measure of another topic. Fewer clients ("ridurre i clienti") were
 * measured by finding more ("contattando almeno cinque potenziali clienti a settimana"), and money put in
 * order told by its own noun in a case the money topic did not know ("навести порядок с деньгами",
 * "uporządkować finanse gospodarstwa") took a week planned with a to-do list or the weekly-steps filler.
 * Fewer clients are now each client's income and hours listed, the least rewarding let go or repriced and
 * the income per hour compared (aims.json, the clients topic beside a word of reducing); money in order is
 * a budget, as "get my finances in order" already was (topics.json, money's stems); since round 57 the money
 * situation's budget steps (every expense written down for four weeks, aims.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('fewer clients are chosen among, not sought', () => {
  it.each([
    [
      'Sono freelance come traduttrice. Ho troppi clienti piccoli che pagano poco. Voglio ridurre i clienti e alzare le tariffe del 15% entro febbraio.',
      /Entro febbraio ridurrò i clienti, elencando questa settimana ogni cliente/u,
      /quanto guadagno all'ora/u,
      /potenziali clienti/u,
    ],
    [
      'Chci snížit počet klientů na polovinu do léta.',
      /^Snížím počet klientů na polovinu do léta – tento týden si sepíšu každého klienta/u,
      /kolik vydělávám za hodinu/u,
      /potenciálních klientů/u,
    ],
    [
      'Хочу сократить число клиентов и работать меньше.',
      /сократить число клиентов в течение шести месяцев; на этой неделе выпишу каждого клиента/u,
      /сколько зарабатываю в час/u,
      /потенциальным клиентам/u,
    ],
  ])('%s', (input, start, measure, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(start);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(gone);
  });
});

describe('money put in order is a budget', () => {
  it.each([
    ['Хочу навести порядок с деньгами.', /^Моя цель — навести порядок с деньгами/u, /каждую трату в бюджет/u, /список дел|приоритет/u],
    ['Хочу навести лад із грошима.', /^Моя мета — навести лад із грошима/u, /бюджет/u, /список справ|кроки/u],
    [
      'Jestem rolnikiem. Mam 40 krów i pracuję od 5 rano. Chcę wreszcie uporządkować finanse gospodarstwa i zrobić kurs księgowości do marca.',
      /uporządkować finanse gospodarstwa do marca – co miesiąc będę odkładać stałą kwotę/u,
      /przeglądać swój budżet/u,
      /potrzebne kroki/u,
    ],
  ])('%s', (input, start, measure, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(start);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(gone);
  });
});
