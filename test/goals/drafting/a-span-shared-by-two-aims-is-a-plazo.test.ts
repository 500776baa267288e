/**
 * Issue 33 (health67's probes): "Quiero bajar la tensión a 130/80 en tres meses y perder 8 kilos" gave
 * the second aim the first one's span as a date, "Para tres meses voy a perder 8 kilos", and Portuguese
 * "Até três meses vou …": neither is said. A span of months or weeks shared with the next aim is "En un
 * plazo de tres meses", "No prazo de três meses" (calendar.json byDate); a month stays "Para marzo".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a span shared by two aims is a plazo', () => {
  it.each([
    [
      'Quiero aprobar el examen en tres meses y encontrar trabajo.',
      /En un plazo de tres meses voy a encontrar trabajo/u,
      /Para tres meses/u,
    ],
    [
      'Tengo 61 años e hipertensión. Quiero bajar la tensión a 130/80 en tres meses y perder 8 kilos.',
      /En un plazo de tres meses voy a perder 8 kilos/u,
      /Para tres meses/u,
    ],
    ['Quero passar no exame em três meses e arranjar trabalho.', /No prazo de três meses vou arranjar trabalho/u, /Até três meses/u],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });

  it('a month told stays the deadline', () => {
    expect(draftGoals('Quiero correr la media maratón en marzo y perder 5 kilos antes.', NOW)).toMatch(/Para marzo voy a perder 5 kilos/u);
  });
});
