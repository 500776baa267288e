/**
 * Issue 33 (blind reading 89's 19, round 55): "Voglio smettere di fumare entro il primo gennaio" was
 * answered "Entro le prossime 10 settimane smetterò di fumare entro il primo gennaio": the first of the
 * month told in words was no date, so the taper added a span of its own beside it (two deadlines in one
 * sentence). The first told in words is that day, in Italian, Portuguese and Spanish.
 */
import { expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

it.each([
  [
    'Voglio smettere di fumare entro il primo gennaio, fumo un pacchetto al giorno.',
    /^Smetterò di fumare entro il primo gennaio, fumando 4 sigarette in meno al giorno ogni settimana/u,
  ],
  ['Quero deixar de fumar até o primeiro de janeiro.', /^Vou deixar de fumar até o primeiro de janeiro, fumando/u],
  ['Quiero dejar de fumar antes del primero de enero.', /^Voy a dejar de fumar antes del primero de enero, fumando/u],
])('%s', (text, goal) => {
  const out = draftGoals(text, NOV_25);
  expect(out).toMatch(goal);
  expect(out).not.toMatch(/settimane smetterò|próximos|prossime/u);
});
