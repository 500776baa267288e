/**
 * Issue 33 (cover35): "En junio tengo las oposiciones … 70 temas, me sé 20" told an exam no cue read:
 * the answer dated a move with the exam's month and dropped the exam. A competitive public exam
 * (oposiciones, concours, concorso pubblico, státnice, civil service exam …) is an exam to pass, by its date.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a competitive public exam is an exam to pass', () => {
  it.each([
    [
      'Tengo 30 años, soy profesor interino en Sevilla. En junio tengo las oposiciones y llevo un temario de 70 temas, me sé 20. Vivo con mis padres y quiero independizarme, tengo ahorrados 4.000 euros.',
      /Para junio voy a aprobar las oposiciones/u,
    ],
    [
      "J'ai 28 ans et je prépare le concours de professeur des écoles en avril. Je travaille à mi-temps dans une librairie.",
      /D'ici avril, je vais réussir le concours/u,
    ],
    ['Je mi 24 let, v červnu mám státnice z práva. Bydlím ještě u rodičů.', /Složím zkoušku v červnu/u],
    ["I'm 26 and I sit the civil service exam in May. I work part-time in a café.", /I will pass the civil service exam in May/u],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });
});
