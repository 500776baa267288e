/**
 * Issue 33 (blind reading 111 #13, round 69): a daughter "sucht gerade einen Ausbildungsplatz … zwölf
 * Bewerbungen" became the mother's "eine neue Stelle finden" (and, told with "dass sie … ohne
 * Ausbildungsplatz dasteht", her internship). A son's or daughter's search ("Tochter … sucht", "hija …
 * busca", "syn … szuka") is theirs (others.json words), and an internship or training place is marked
 * `others` in situations.json: the parent gets no job search, internship or career change of their own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a child's search is the child's", () => {
  it.each([
    'Meine Tochter Lea ist 16 und sucht gerade einen Ausbildungsplatz als Zahnmedizinische Fachangestellte, sie hat schon zwölf Bewerbungen geschrieben und nur Absagen bekommen. Ich arbeite Vollzeit im Einzelhandel. Was mich am meisten umtreibt: dass sie im August ohne Ausbildungsplatz dasteht.',
    'Mi hija tiene 19 años y busca trabajo desde junio, ha mandado más de 40 currículums sin respuesta. Yo trabajo de limpiadora.',
    'Mój syn ma 18 lat i szuka pracy jako mechanik, wysłał już dwadzieścia CV bez odpowiedzi. Ja pracuję w sklepie.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(/neue Stelle|Praktikumsplatz|Berufsfeld|nuevo empleo|currículums adaptados|nową pracę|CV dopasowanych/u);
  });
});
