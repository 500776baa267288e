/**
 * Issue 33 (round 64, blind readings 101–103): "Voy a quitarme de encima la deuda antes de cambiar de
 * trabajo" was read as a job change, with applications and interviews for the debt: the singular "deuda"
 * named no topic, so the job after "antes de" did (before.json). The debt is money (topics.json: "deuda",
 * "dette", "debito", "dívida"), paced to the person's date.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a debt before a job change is the debt', () => {
  it.each([
    [
      'Voy a quitarme de encima la deuda antes de cambiar de trabajo. Son 6.000 euros de un préstamo personal y quiero acabarlo antes de diciembre de 2027.',
      /voy a quitarme de encima la deuda antes de cambiar de trabajo, pagando 500 euros cada mes/u,
    ],
    [
      'Voy a quitarme de encima la deuda antes de cambiar de trabajo.',
      /^Voy a quitarme de encima la deuda antes de cambiar de trabajo en los próximos doce meses, anotando/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/candidaturas|entrevista/u);
  });
});
