/**
 * Issue 33 (round 64, blind readings 101–103): a budget or a project's size told with its sum ("un
 * presupuesto de 15.000 euros", "avec un budget de 5 000 €", "a project of €200k+") was read as a sum to
 * save ("apartando 2.500 euros cada mes", "en mettant de côté 500 € chaque mois") or "run" as running
 * ("three runs a week"). A project told with its budget is planned week by week (topics.json), and a
 * budget told right before its sum is no sum to save (amounts.json ceiling).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a project's budget is no saving", () => {
  it.each([
    [
      'Tengo que renovar la web de la empresa con un presupuesto de 15.000 euros antes de junio.',
      /planificando cada lunes la semana/u,
      /apartando|ahorr/u,
    ],
    [
      "Je dois monter l'événement annuel de l'association avec un budget de 5 000 €, c'est prévu pour octobre.",
      /en planifiant chaque lundi ma semaine/u,
      /mettant de côté|compte d'épargne/u,
    ],
    [
      "I lead a small team at an agency and next spring I'll run a project of €200k+ for the first time.",
      /I will run a project of €200k\+ for the first time next spring, planning each week/u,
      /runs? a week|setting aside/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
