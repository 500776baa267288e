/**
 * Issue 33 (the lead's round-69 probes, single parents): "Chcę znaleźć żłobek dla córki do marca" got the
 * weekly-steps filler. The goal is read as "Znajdę żłobek …", and the childcare entry of aims.json asked for "znaleźć",
 * never the first-person future the clause is written in. A carer found for a parent ("opiekunkę dla mamy") keeps
 * the carer's own steps, not a nursery's waiting lists ("without" holds the parents).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a childcare place is found in the first person too', () => {
  it.each([
    ['Chcę znaleźć żłobek dla córki do marca.', /zapiszę dziecko do co najmniej trzech żłobków/u],
    ['Chcę znaleźć żłobek do marca.', /zapiszę dziecko do co najmniej trzech żłobków/u],
  ])('%s', (input, steps) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(steps);
    expect(out).not.toMatch(/spiszę wszystkie potrzebne kroki/u);
  });

  it('a carer for a parent is no nursery place', () => {
    const out = draftGoals('Chcę znaleźć opiekunkę dla mamy do stycznia.', NOW);
    expect(out).toMatch(/zapytam lekarza, ośrodek pomocy społecznej i dwie agencje/u);
    expect(out).not.toMatch(/żłobków/u);
  });
});
