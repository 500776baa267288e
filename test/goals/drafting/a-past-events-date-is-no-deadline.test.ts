/**
 * Issue 33 (blind reading 48's 5 and 7): "Divorciei-me em julho" gave "Até julho vou dormir melhor" (in the reader's
 * story "Até julho vou manter uma relação próxima com a minha filha"), "il fatturato è sceso del 30% in due anni" gave
 * "In due anni deciderò il futuro della mia attività": the date of something that happened taken as the goal's
 * deadline. A reflexive Portuguese past ("divorciei-me", "separou-se") and an Italian perfect with "è" ("è sceso",
 * "è calato") are past verbs like any other (life.json), so their date is none.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a past event's date is no deadline", () => {
  it.each([
    [
      'Divorciei-me em julho e desde então durmo mal e como à pressa.',
      'Vou dormir melhor e com horários regulares nos próximos dois meses',
      /Até julho/u,
    ],
    [
      "Ho un negozio di ferramenta in provincia di Brescia da 22 anni. Da quando hanno aperto un grande brico a 5 km il fatturato è sceso del 30% in due anni e l'affitto è di 2.200 euro al mese. Non so se chiudere, vendere online o trasformare il negozio in qualcos'altro.",
      'Deciderò il futuro della mia attività in base ai suoi numeri entro i prossimi quattro mesi',
      /In due anni/u,
    ],
  ])('%s', (text, dated, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(dated);
    expect(goals).not.toMatch(broken);
  });
});
