/**
 * Issue 33 (round 57's probes): finding a family doctor beside a language exam (blind reading 89's 24: "До березня
 * скласти іспит B1 з польської і знайти сімейного лікаря для себе і доньки") was measured as the language a profession
 * needs ("з’ясую, якого рівня вимагає визнання моєї професії"): the B1 cue and "лікар" read as the mentee's own
 * profession. A family doctor sought ("сімейного лікаря", "lekarza rodzinnego", "médecin traitant") is no profession
 * (situations.json proflanguage's unless) and has steps of its own (aims.json): practices near home asked whether they
 * take new patients, one registered with and a first appointment booked.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a family doctor found is no profession recognised', () => {
  it.each([
    [
      'До березня скласти іспит B1 з польської і знайти сімейного лікаря для себе і доньки.',
      'Я знайду сімейного лікаря для себе і доньки до березня — протягом двох тижнів випишу поліклініки поблизу, які беруть нових пацієнтів',
      'визнання моєї професії',
    ],
    [
      'Do marca chcę zdać B1 z polskiego i znaleźć lekarza rodzinnego dla siebie i córki.',
      'Znajdę lekarza rodzinnego dla siebie i córki do marca – w ciągu dwóch tygodni spiszę przychodnie w pobliżu, które przyjmują nowych pacjentów',
      'spiszę wszystkie potrzebne kroki',
    ],
    [
      'Je dois trouver un médecin traitant avant janvier.',
      "Je vais trouver un médecin traitant avant janvier, en listant d'ici deux semaines les cabinets près de chez moi qui prennent de nouveaux patients",
      'toutes les étapes',
    ],
  ])('%s', (text, wanted, gone) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(wanted);
    expect(draft).not.toContain(gone);
  });
});
