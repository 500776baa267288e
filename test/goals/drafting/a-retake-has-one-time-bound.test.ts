/**
 * Issue 33 (round 26 fresh reading 74): the Spanish retake goal carried a time of its own ("en el próximo
 * intento"), and the time frame came after it: "aprobar el examen en el próximo intento en los próximos cuatro
 * meses", two stacked bounds. The next sitting is said as a clause the frame can follow.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a retake has one time bound', () => {
  it.each([
    ['Suspendí el examen y tengo que repetirlo.', 'Voy a aprobar el examen cuando vuelva a presentarme en los próximos cuatro meses,'],
    ['Estoy preparando el examen para junio y ya suspendí una vez.', 'Para junio voy a aprobar el examen cuando vuelva a presentarme,'],
  ])('%s', (text, phrase) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(phrase);
    expect(goals).not.toMatch(/en el próximo intento/u);
  });
});
