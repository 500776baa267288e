/**
 * Issue 33 (the lead's probe of 30 stated goals, round 51): "Хочу до лета сдать на права и купить машину" answered
 * the car with the weekly-steps filler ("выпишу все нужные шаги к этой цели"). A car to buy (aims.json, beside a
 * verb of buying) is a price with its running costs, a sum put aside each month and three offers compared with a
 * test drive; a car named without buying keeps what it had.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('a car to buy gets a price, savings and offers compared', () => {
  it.each([
    ['Хочу до лета сдать на права и купить машину.', /Я куплю машину до лета — в этом месяце определю цену/u],
    ['I want to buy a car by June.', /comparing at least three offers, each with a test drive/u],
    ['Ich will mir bis Herbst ein gebrauchtes Auto kaufen.', /vergleiche vor dem Kauf mindestens drei Angebote/u],
    ['Chcę najpierw zdać egzamin na prawo jazdy, a potem kupić samochód do lata.', /Kupię samochód do lata – w tym miesiącu ustalę cenę/u],
  ])('%s', (input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(/every step it takes|nötigen Schritte|нужные шаги|potrzebne kroki/u);
  });

  it('leaves a car named without buying alone', () => {
    expect(draftGoals('I want to drive my car to work twice a week instead of taking the bus.', NOW)).not.toMatch(/test drive/u);
  });
});
