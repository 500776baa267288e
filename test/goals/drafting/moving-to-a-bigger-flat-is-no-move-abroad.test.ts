/**
 * Issue 33 (breaker round 27): "irme a vivir a un piso más grande", "przeprowadzić się do większego mieszkania" read
 * as a move to another place and got the relocation steps: papers needed there and five job applications a month
 * to employers there. A bigger, smaller or cheaper flat is found like any flat: budget and areas, listings,
 * viewings.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('moving to a bigger flat is no move abroad', () => {
  it.each([
    ['Queremos irnos a vivir a un piso más grande.', 'concertando al menos tres visitas por semana', /candidaturas/u],
    ['Chcemy przeprowadzić się do większego mieszkania.', 'umówię co najmniej trzy oglądania w tygodniu', /pracodawców/u],
    ['Vorrei trasferirmi in un appartamento più grande.', 'organizzando almeno tre visite a settimana', /candidature/u],
  ])('%s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });

  it('keeps a move to another country a relocation', () => {
    expect(draftGoals('Quiero irme a vivir a Alemania.', NOV_25)).toMatch(/candidaturas/u);
  });
});
