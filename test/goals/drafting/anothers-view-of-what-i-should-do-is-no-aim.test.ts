/**
 * Issue 33 (blind reading 62's 7): "Os meus pais acham que devo continuar a estudar" came back as the mentee's own
 * goal ("Até setembro vou continuar a estudar"), padded with the generic list of steps. What several people think the
 * mentee should do is their view, as one person's already was (gate.json reportVerbs, now with the plural forms): the
 * story is answered by its situation, never by pasting the others' wish as an aim.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("what others think the mentee should do is no aim of the mentee's", () => {
  it.each([
    ['Os meus pais acham que devo continuar a estudar, mas eu estou farto de depender deles.', /vou continuar a estudar/u],
    ['Mis padres dicen que debo estudiar derecho, pero a mí me gusta la música.', /Voy a estudiar derecho/u],
    ["Mes parents pensent que je dois faire une école de commerce, mais j'aime la cuisine.", /Je vais faire une école/u],
    ['Rodzice mówią, że powinienem iść na prawo, ale ja chcę być programistą.', /iść na prawo/u],
  ])('%s', (text, pasted) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).not.toMatch(pasted);
    expect(goals).toMatch(/pais|padres|parents|rodzicami/u);
  });
});
