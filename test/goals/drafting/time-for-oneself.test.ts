/**
 * Issue 33 (blind reading 12): time for oneself, asked beside another aim ("… a mít víc času sama pro
 * sebe"), is evenings and half a day kept for oneself — not "three priorities each Monday", the
 * measure of planning one's working week.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('time for oneself is evenings kept for oneself', () => {
  it.each([
    ['Chci zhubnout 5 kilo a mít víc času pro sebe.', /dva večery v týdnu a půl dne o víkendu jen pro sebe/u, /priorit/u],
    [
      'Quiero dormir mejor y tener más tiempo para mí.',
      /dos tardes por semana y medio día del fin de semana solo para mí/u,
      /prioridades/u,
    ],
    ['Chcę rzucić palenie i mieć więcej czasu dla siebie.', /dwa wieczory w tygodniu i pół dnia w weekend tylko dla siebie/u, /priorytet/u],
  ])('%s', (input, evenings, never) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(evenings);
    expect(goals).not.toMatch(never);
  });

  it('time with one’s family keeps its own measure', () => {
    expect(draftGoals('Chcę rzucić palenie i mieć więcej czasu dla rodziny.', NOV_26)).toMatch(/wspólny czas/u);
  });
});
