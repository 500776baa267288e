/**
 * Issue 33 (round 68, blind reading 111 #16): "opiekuję się młodszym bratem, który ma porażenie
 * mózgowe" gave "Podzielę opiekę z bratem … ustalę z bratem grafik": the 12-year-old cared for was
 * made a co-carer by the sharing-with-siblings situation (carerota). The sibling one cares for
 * ("cuido de mi hermano", "ухаживаю за младшим братом", "mi prendo cura di mia sorella") rules that
 * situation out (its unless); where care is shared, it is shared for the brother or sister named
 * (caregiving's names), not for the mother who works away.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('the sibling cared for is no co-carer', () => {
  it.each([
    [
      'Mam 20 lat i opiekuję się młodszą siostrą, która ma autyzm, bo tata pracuje w Norwegii. Chciałabym od października zacząć studia zaoczne z pedagogiki.',
      /z siostrą/u,
    ],
    [
      'Tengo 24 años y cuido de mi hermano, que tiene parálisis cerebral, porque mi madre trabaja todo el día. Quiero sacarme el carnet de conducir antes del verano.',
      /con mi hermano/u,
    ],
    [
      "Ho 22 anni e mi prendo cura di mia sorella, che ha la sindrome di Down, perché i miei lavorano tutto il giorno. Vorrei finire l'università entro il 2027.",
      /con mia sorella/u,
    ],
    [
      'Мне 19, я ухаживаю за младшим братом, у него ДЦП, мама работает вахтой. Хочу поступить на заочное отделение в следующем году.',
      /с братом|уход за мамой/u,
    ],
  ])('%s', (input, wrong) => {
    expect(draftGoals(input, NOW)).not.toMatch(wrong);
  });

  it('shares the care of the brother named', () => {
    const out = draftGoals(
      'Мне 19, я ухаживаю за младшим братом, у него ДЦП, мама работает вахтой. Хочу поступить на заочное отделение в следующем году и найти подработку на 20 часов в неделю.',
      NOW,
    );
    expect(out).toMatch(/разделю уход за братом с другими/u);
  });
});
