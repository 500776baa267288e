/**
 * Issue 33 (blind reading 50's 3): a bare feminine title was read as a supervisor who is a woman, so a woman who
 * is a project lead herself ("Je suis cheffe de projet … Mon manager me dit") was to agree her tasks "avec ma
 * responsable". A supervisor is named with a possessive or an article ("ma cheffe", "la jefa"); the writer's own
 * post is not hers.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("the writer's own title names no supervisor", () => {
  it.each([
    [
      'Je suis cheffe de projet dans une agence et je fais 55 heures par semaine. Mon manager me dit que ça ira mieux en mars.',
      'avec mon responsable',
      /ma responsable/u,
    ],
    ['Soy jefa de proyecto y mi jefe me pide trabajar 55 horas por semana, estoy agotada.', 'con mi jefe', /mi jefa/u],
  ])('%s', (text, kept, broken) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal).toContain(kept);
    expect(goal).not.toMatch(broken);
  });

  it.each([
    ['Ma cheffe me demande 55 heures par semaine, je suis épuisée.', 'avec ma responsable'],
    ['Mi jefa me pide trabajar 55 horas por semana, estoy agotada.', 'con mi jefa'],
  ])('a supervisor named as a woman stays one: %s', (text, kept) => {
    expect(draftGoals(text, NOV_25)).toContain(kept);
  });
});
