/**
 * Issue 33 (the lead's round-69 probes, parents back at work): "Quero atualizar o meu currículo depois de 5 anos em
 * casa e enviar 10 candidaturas até ao fim de janeiro" paced the CV as "pelo menos 3 anos todos os meses": the
 * Portuguese "anos" and the Slavic plurals of two to four ("lata", "roky", "года", "тижні") were missing from the
 * words that are no unit of work (own-measures.json pacedWork.notUnits), so the years at home became a count to reach.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('years told are no count to pace', () => {
  it.each([
    [
      'Quero atualizar o meu currículo depois de 5 anos em casa e enviar 10 candidaturas até ao fim de janeiro.',
      /atualizar o meu currículo depois de 5 anos em casa, listando esta semana/u,
      /pelo menos \d+ anos/u,
    ],
    [
      'Chcę zaktualizować CV po 3 lata przerwy i wysłać 20 CV do końca lutego.',
      /zaktualizować CV po 3 lata przerwy do końca lutego – w tym tygodniu/u,
      /co najmniej \d+ lata/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
