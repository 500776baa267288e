/**
 * Issue 33 (round 69, blind reading 115's 15): "Voy a estudiar enfermería profesional en los próximos tres
 * meses", a degree of four and a half years, was given the skills topic's three months and modules every two
 * weeks. Studying for a profession that takes a degree ("estudiar enfermería", "studiare infermieristica",
 * "studiować pielęgniarstwo", topics.json career) is the career move: twelve months to find the course, its
 * entry requirements and deadline, and apply (own-measures.json's profession measure).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('studying nursing is applying for the degree', () => {
  it.each([
    [
      'Quiero estudiar enfermería profesional.',
      /en los próximos doce meses, averiguando en el primer mes qué título/u,
      /en los próximos tres meses/u,
    ],
    [
      'Voglio studiare infermieristica.',
      /entro i prossimi dodici mesi, scoprendo nel primo mese quale laurea/u,
      /entro i prossimi tre mesi/u,
    ],
    [
      'Chcę studiować pielęgniarstwo.',
      /w ciągu dwunastu miesięcy – w pierwszym miesiącu sprawdzę, jakich studiów/u,
      /w ciągu trzech miesięcy/u,
    ],
    ['Quero estudar enfermagem.', /nos próximos doze meses, descobrindo no primeiro mês/u, /nos próximos três meses/u],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
