/**
 * Issue 33 (blind readings 74 and 75): "bajar 8 kilos antes de esa fecha" beside a half marathon in April was written
 * "Para abril voy a bajar 8 kilos antes de esa fecha", and "andare a letto entro le 23 per i prossimi tre mesi" got a
 * second span ("… per i prossimi tre mesi entro i prossimi due mesi"). A date pointed at ("before that date", "antes de
 * esa fecha", "к этой дате") is the other aim's date, said once (gate.json timeAnaphors); a span told as "for the next
 * three months" in Italian, Polish, Russian and Ukrainian is the goal's own time frame (specifics.json timeFrames).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a date pointed at is the other aim’s, said once', () => {
  it.each([
    ['I want to run a half marathon in April and lose 8 kilos before that date.', 'I will lose 8 kilos by April', /before that date/u],
    [
      'Quiero correr mi primera media maratón en abril y bajar 8 kilos antes de esa fecha.',
      'Para abril voy a bajar 8 kilos,',
      /esa fecha/u,
    ],
    [
      'Chcę zdać egzamin w czerwcu i przed tym terminem przeczytać wszystkie lektury.',
      'Przeczytam wszystkie lektury do czerwca',
      /przed tym terminem/u,
    ],
  ])('%s', (input, said, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(said);
    expect(answer).not.toMatch(gone);
  });
});

describe('a span told for the next months is the goal’s time frame, said once', () => {
  it.each([
    ['Voglio andare a letto entro le 23 per i prossimi tre mesi.', 'per i prossimi tre mesi,', /entro i prossimi/u],
    ['Chcę chodzić spać przed 23 przez najbliższe trzy miesiące.', 'przez najbliższe trzy miesiące –', /w ciągu/u],
    ['Хочу ложиться спать до 23:00 ближайшие три месяца.', 'ближайшие три месяца —', /в течение/u],
    ['Хочу лягати спати до 23:00 найближчі три місяці.', 'найближчі три місяці;', /протягом/u],
  ])('%s', (input, said, second) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(said);
    expect(answer).not.toMatch(second);
  });
});
