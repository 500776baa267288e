/**
 * Issue 33 (blind reading 12): facts a story tells change the goal they belong to.
 * - Theory passed or the practical failed: the driving goal is the practical test (manoeuvres, test
 *   routes, a mock test), not "book the theory exam" the mentee has already passed.
 * - Costs that rose ("mąka zdrożała") in a business run with one's husband are the business's
 *   prices against its costs, not a talk about the couple's relationship.
 * - An overdraft is money, not a goal of no topic with the weekly-steps filler.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('theory passed: the driving goal is the practical test', () => {
  it.each([
    ['Chcę zdać prawo jazdy do czerwca. Teorię już zdałam, ale praktykę oblałam dwa razy na rondzie.', /egzamin próbny/u, /teoretyczny/u],
    ['I want to get my driving licence by June. I passed the theory already but failed the practical twice.', /mock test/u, /theory/u],
    [
      'Ich will bis Mai den Führerschein haben. Die Theorie habe ich bestanden, aber bei der Fahrprüfung bin ich durchgefallen.',
      /Probeprüfung/u,
      /Theorieprüfung/u,
    ],
    ['Chci si do léta udělat řidičák. Teorii mám hotovou, jízdy mi ale nejdou.', /nanečisto/u, /teoretickou/u],
    ['Quiero sacarme el carnet de conducir antes de julio. Aprobé el teórico en octubre.', /simulacro/u, /examen teórico/u],
  ])('%s', (input, practical, theory) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(practical);
    expect(goals).not.toMatch(theory);
  });

  it('a licence with nothing told still books the theory exam', () => {
    expect(draftGoals('Chcę zdać prawo jazdy do czerwca.', NOV_26)).toMatch(/egzamin teoretyczny/u);
  });
});

describe('costs that rose in a business run as a couple are its prices', () => {
  it.each([
    [
      'Od trzech lat prowadzę z mężem małą piekarnię. Mąka zdrożała o 30%, prąd też, a na koncie ciągle pusto.',
      /pokryją rosnące koszty/u,
      /relację/u,
    ],
    [
      'Mit meinem Mann führe ich seit fünf Jahren eine kleine Bäckerei. Die Kosten sind stark gestiegen und das Konto ist immer leer.',
      /gestiegenen Kosten/u,
      /Beziehung/u,
    ],
    [
      'Con mi marido llevamos una pequeña panadería. Los costes han subido mucho y la harina se encareció un 30 %.',
      /subida de mis costes/u,
      /relación/u,
    ],
  ])('%s', (input, margin, never) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(margin);
    expect(goals).not.toMatch(never);
  });
});

describe('an overdraft is money', () => {
  it.each([
    ['Ich will bis März meinen Dispo von 1.200 Euro ausgleichen.', /400 Euro/u],
    ["Je veux rembourser mon découvert de 600 euros d'ici février.", /300 euros chaque mois/u],
    ['Quiero salir del descubierto de 900 euros antes de marzo.', /300 euros cada mes/u],
  ])('%s', (input, pace) => {
    expect(draftGoals(input, NOV_26)).toMatch(pace);
  });
});
