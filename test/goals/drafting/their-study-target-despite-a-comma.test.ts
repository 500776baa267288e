/**
 * Issue 33 (blind reading 22's 26): "Minha meta é estudar 4 horas por dia, mesmo trabalhando, e fazer
 * pelo menos 2 simulados por mês" became "estudando pelo menos cinco horas por semana": a comma inside
 * the sentence hid the hours of study told, and their target opener ("Minha meta é") would have been
 * pasted into the plan. The hours before the first comma are their plan, said without the opener
 * (plan.json aimOpeners, pace.ts ownPlan); a story's working hours are still none.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('their study target is their plan, a comma inside it or not', () => {
  it.each([
    [
      'Quero passar no concurso do INSS que deve sair no ano que vem. Minha meta é estudar 4 horas por dia, mesmo trabalhando, e fazer pelo menos 2 simulados por mês.',
      /seguindo meu plano: estudar 4 horas por dia e fazer pelo menos 2 simulados por mês, marcando cada sessão no calendário/u,
    ],
    [
      'Quero passar no exame da OAB em julho. A minha meta é estudar 3 horas por dia, mesmo a trabalhar, e fazer um simulado por semana.',
      /seguindo o meu plano: estudar 3 horas por dia e fazer um simulado por semana, marcando cada sessão no calendário/u,
    ],
    [
      'Quero passar no concurso do INSS que deve sair no ano que vem. Minha meta é estudar 4 horas por dia e fazer pelo menos 2 simulados por mês.',
      /seguindo meu plano: estudar 4 horas por dia e fazer pelo menos 2 simulados por mês, marcando cada sessão/u,
    ],
  ])('%s', (input, plan) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(plan);
    expect(out).not.toMatch(/cinco horas por semana|[Mm]inha meta é/u);
  });

  it('a “but” after a comma opens the story, not the plan', () => {
    const out = draftGoals(
      'Quero passar no concurso do INSS do ano que vem. Minha meta é estudar 4 horas por dia, mas trabalho 8 horas no comércio e ainda faço faculdade à noite duas vezes por semana.',
      NOV_26,
    );
    expect(out).toMatch(/seguindo meu plano: estudar 4 horas por dia, marcando cada sessão/u);
    expect(out).not.toMatch(/trabalho 8 horas/u);
  });

  it('a story’s working hours are no plan', () => {
    expect(draftGoals('Tenho 2 filhos, trabalho 8 horas por dia. Quero passar no concurso do INSS.', NOV_26)).not.toMatch(/meu plano/u);
  });
});
