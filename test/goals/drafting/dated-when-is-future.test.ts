/**
 * Issue 33 (blind reading 20's 20): "obtenir le poste … quand ma cheffe part à la retraite en septembre
 * prochain" was kept in the present inside a goal about the future; a reader counted it as a break.
 * A dated event after "when" takes the form a future event needs (French and Italian future, Spanish
 * subjunctive, Portuguese future subjunctive; templates/when-future.json); a habit stays as told.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a dated event after "when" is still to come', () => {
  it.each([
    [
      'Je veux devenir responsable du magasin quand mon chef part à la retraite en juin prochain.',
      /quand mon chef partira à la retraite/u,
      /quand mon chef part /u,
    ],
    [
      'Vorrei prendere il posto di coordinatrice quando la mia responsabile va in pensione a marzo.',
      /quando la mia responsabile andrà in pensione/u,
      /responsabile va in/u,
    ],
    [
      'Quiero conseguir el puesto de jefa de sala cuando mi jefa se jubila en septiembre.',
      /cuando mi jefa se jubile en septiembre/u,
      /se jubila en/u,
    ],
    [
      'Quero ficar com o lugar de chefe de equipa quando a minha chefe se reforma em julho.',
      /quando a minha chefe se reformar em julho/u,
      /se reforma em/u,
    ],
  ])('%s', (input, future, present) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(future);
    expect(out).not.toMatch(present);
  });

  it('keeps a habit in the present', () => {
    expect(draftGoals('Je veux apprendre à rester calme quand mon fils crie le soir.', NOV_26)).not.toMatch(/criera/u);
  });
});
