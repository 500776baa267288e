/**
 * Issue 33 (blind 27's 08): how much a wish is meant ("Quero muito conseguir", "Quiero muchísimo
 * aprobar", "Vorrei tanto riuscire") stood in the goal as if it were part of the aim: "Vou muito
 * conseguir", "Voy a muchísimo aprobar", "il mio obiettivo è tanto riuscire". Before an infinitive it
 * goes (gate.json wishAdverbs); before a noun ("quero muito dinheiro") it is the aim's own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_27 = new Date(Date.UTC(2026, 10, 27, 10));

describe('how much it is wished is no aim', () => {
  it.each([
    ['Quero muito conseguir uma vaga remota numa empresa de fora até dezembro.', /\b[Vv]ou muito\b/u, /[Vv]ou conseguir uma vaga remota/u],
    ['Quiero muchísimo aprobar el examen de conducir antes de septiembre.', /[Vv]oy a muchísimo/u, /[Vv]oy a aprobar el examen/u],
    [
      'Vorrei tanto riuscire a presentare la mia tesi senza leggere entro luglio.',
      /è tanto riuscire/u,
      /riuscire a presentare la mia tesi/u,
    ],
    ['Quero muito emagrecer 8 kg até outubro.', /[Vv]ou muito/u, /[Vv]ou emagrecer 8 kg/u],
    ['Quiero mucho aprender a nadar este verano.', /[Vv]oy a mucho/u, /aprender a nadar/u],
  ])('%s', (input, kept, aim) => {
    const out = draftGoals(input, NOV_27);
    expect(out).not.toMatch(kept);
    expect(out).toMatch(aim);
  });
});
