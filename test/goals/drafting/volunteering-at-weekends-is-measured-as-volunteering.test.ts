/**
 * Issue 33 (round 26 fresh reading 24): "at weekends", "los fines de semana" make a goal one of time, and a goal of
 * time got the week-planning measure: "hacer voluntariado con animales los fines de semana, planificando cada lunes
 * la semana con tres prioridades". The weekend is only when the volunteering happens: a goal of time that names
 * volunteering is measured as volunteering (own-measures.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('volunteering at weekends is measured as volunteering', () => {
  it.each([
    [
      'Me gustaría hacer voluntariado con animales los fines de semana.',
      'buscando en las próximas dos semanas un lugar que necesite ayuda y la forma de apuntarme',
    ],
    ["I'd like to volunteer with animals at weekends.", 'choosing within two weeks a place that needs help and finding out how to sign up'],
    ['Ich möchte am Wochenende ehrenamtlich im Tierheim helfen.', 'suche ich in den nächsten zwei Wochen eine Stelle, die Hilfe braucht'],
  ])('%s', (text, phrase) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(phrase);
    expect(goals).not.toMatch(/priorit|Prioritäten/u);
  });

  it('keeps the family evenings for time with the family at weekends', () => {
    expect(draftGoals('I want more time with my family at weekends.', NOV_25)).toContain('keeping at least three evenings a week');
  });
});
