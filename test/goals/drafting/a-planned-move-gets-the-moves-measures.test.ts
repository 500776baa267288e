/**
 * Issue 33 (blind reading 62's 8): "planuję przeprowadzkę do Austrii … Chciałbym wyjechać w czerwcu" came back as
 * "Zdobędę przeprowadzkę do Austrii" (a move "obtained") with a language course's measures, and "Wyjadę w czerwcu
 * przyszłego roku" with the generic list of steps. A move planned is the move's own situation (situations.json,
 * gate.json notAnAimStarts), and leaving told by its place or month is a move (topics.json): the move's measures,
 * dated by the mentee's month.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a planned move gets the move's measures", () => {
  it('Polish: planuję przeprowadzkę, chciałbym wyjechać w czerwcu', () => {
    const goals = draftGoals(
      'Od dwóch lat planuję przeprowadzkę do Austrii. Mój niemiecki jest na poziomie A2. Chciałbym wyjechać w czerwcu przyszłego roku.',
      NOV_25,
    );
    expect(goals).toContain('Przeprowadzę się za granicę w czerwcu przyszłego roku – w pierwszym miesiącu sprawdzę warunki pracy');
    expect(goals).not.toMatch(/Zdobędę przeprowadzkę|spiszę wszystkie potrzebne kroki/u);
  });
  it('Polish: chciałbym wyjechać do Norwegii', () => {
    const goals = draftGoals('Chciałbym wyjechać do Norwegii w maju. Nie znam norweskiego i nie mam jeszcze pracy.', NOV_25);
    expect(goals).toContain('Wyjadę do Norwegii w maju – w pierwszym miesiącu sprawdzę warunki pracy');
  });
});
