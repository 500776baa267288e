/**
 * Issue 33 (the blind readers' "seguindo meu plano: …"): a goal that names the plan it follows before a
 * colon ("…, seguindo meu plano: estudar 3 horas por dia …") kept those words, and the measure said them
 * again ("seguindo meu plano, seguindo meu plano: …"), a grammar break. The goal's words end before a
 * tail of up to four words after its last comma whose last word is a plan word (plan.json told) when
 * that plan is its measure (pace.ts colonPlans).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('the plan words before a colon are said once', () => {
  it.each([
    [
      'Quero passar no concurso do INSS este ano, seguindo meu plano: estudar 3 horas por dia e fazer um simulado por semana.',
      /ano, seguindo meu plano: estudar 3 horas por dia e fazer um simulado por semana/u,
    ],
    [
      'Quiero aprobar las oposiciones de maestro este año, siguiendo mi plan: estudiar 3 horas al día y hacer un simulacro cada semana.',
      /año, siguiendo mi propio plan: estudiar 3 horas al día y hacer un simulacro cada semana/u,
    ],
    [
      "Voglio superare il concorso pubblico quest'anno, seguendo il mio piano: studiare 3 ore al giorno e fare una simulazione ogni settimana.",
      /anno, seguendo il mio piano: studiare 3 ore al giorno/u,
    ],
  ])('%s', (input, said) => {
    const answer = draftGoals(input, NOV_26);
    expect(answer).toMatch(said);
    expect(answer.match(/(?:seguindo|siguiendo|seguendo)/gu)).toHaveLength(1);
  });

  it('keeps a goal whose last words after a comma are no plan words', () => {
    const answer = draftGoals(
      'Quero passar no concurso do INSS este ano, com calma: estudar 3 horas por dia e fazer um simulado por semana.',
      NOV_26,
    );
    expect(answer).not.toMatch(/seguindo meu plano, seguindo/u);
  });
});
