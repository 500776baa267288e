/**
 * Issue 33 (blind reading 86's 18, round 55): a change of shift at one's own work ("danach in die
 * Frühschicht wechseln", "switch to day shifts") was measured as a career change (talks with three people
 * "im neuen Bereich", a trial day) or as a job search (five applications a month), and in Czech or
 * Russian by the generic weekly steps. It is asked of whoever sets the rota, in writing, and each new
 * rota is checked. The Polish, Ukrainian and Slovak words for a shift also mean any change: not read.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a change of shift is asked of the rota, not applied for', () => {
  it.each([
    [
      'I want to switch to day shifts by March.',
      /^I will switch to day shifts by March, asking whoever sets the rota within two weeks/u,
      /applications|interview/u,
    ],
    [
      'Ich will in die Frühschicht wechseln.',
      /in die Frühschicht wechseln; dafür frage ich in den nächsten zwei Wochen bei der Schichtplanung nach/u,
      /Probetag|neuen Bereich/u,
    ],
    [
      'Chci do léta přejít na ranní směny.',
      /^Přejdu na ranní směny do léta – do dvou týdnů se zeptám toho, kdo sestavuje rozpis směn/u,
      /potřebné kroky/u,
    ],
    [
      'Хочу до весны перейти на дневные смены.',
      /^Я перейду на дневные смены до весны — в течение двух недель спрошу у того, кто составляет график/u,
      /нужные шаги/u,
    ],
    [
      'Quiero pasar al turno de mañana.',
      /^Voy a pasar al turno de mañana en los próximos tres meses, preguntando en dos semanas a quien hace los turnos/u,
      /candidaturas/u,
    ],
  ])('%s', (text, start, other) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal).toMatch(start);
    expect(goal).not.toMatch(other);
  });

  it('"zmiana" is any change in Polish: a change of life is not a rota', () => {
    expect(draftGoals('Chcę zmienić swoje życie, zmiana jest mi potrzebna.', NOV_25)).not.toMatch(/grafik/u);
  });
});
