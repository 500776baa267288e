/**
 * Issue 33 (blind reading 24's 24): "… estudar pelo menos 3 horas por dia mesmo trabalhando" was
 * pasted into the plan with its aside, as only an aside set off by commas went. An aside with no
 * commas ending the plan, a gerund after its word, goes too (plan.json endAsides), and so does its word
 * left alone where the split cut the rest ("… a day even"); "mesmo aos sábados" is the plan's own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an aside ending the plan goes', () => {
  it.each([
    [
      'Quero passar no concurso do INSS no ano que vem e conseguir estudar pelo menos 3 horas por dia mesmo trabalhando.',
      /seguindo meu plano: estudar pelo menos 3 horas por dia, marcando/u,
    ],
    [
      'Quiero aprobar las oposiciones el año que viene y estudiar 3 horas al día aun trabajando.',
      /plan: estudiar 3 horas al día, apuntando/u,
    ],
    [
      "Voglio superare il concorso entro l'anno prossimo e studiare 3 ore al giorno anche lavorando.",
      /studierò 3 ore al giorno, segnando/u,
    ],
    ['I want to pass the CPA exam next year and study 2 hours a day even while working.', /plan: study 2 hours a day, marking/u],
  ])('%s', (input, plan) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(plan);
    expect(out).not.toMatch(/mesmo trabalhando|aun trabajando|anche lavorando|a day even/u);
  });

  it('keeps what is no aside: "mesmo aos sábados"', () => {
    const out = draftGoals('Quero passar no concurso no ano que vem e estudar 3 horas por dia mesmo aos sábados.', NOV_26);
    expect(out).toMatch(/3 horas por dia mesmo aos sábados/u);
  });
});
