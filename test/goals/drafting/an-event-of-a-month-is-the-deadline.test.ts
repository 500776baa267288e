/**
 * Issue 33 (blind reading 23's 23): an event named with its month ("prima della valutazione annuale di
 * novembre", "antes de la evaluación anual de octubre", "antes da avaliação anual de outubro") was not
 * read as the goal's deadline, so a time frame of ours stood beside it: "prima della valutazione annuale
 * di novembre entro i prossimi quattro mesi". It is the one deadline (specifics.json timeFrames).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an event of a month is the deadline', () => {
  it.each([
    [
      'Voglio prendere la certificazione PMP prima della valutazione annuale di novembre.',
      /^Prenderò la certificazione PMP prima della valutazione annuale di novembre, studiando/u,
      /prossimi/u,
    ],
    [
      'Quiero sacarme la certificación Scrum Master antes de la evaluación anual de octubre.',
      /^Voy a sacarme la certificación Scrum Master antes de la evaluación anual de octubre, estudiando/u,
      /próximos/u,
    ],
    [
      'Quero tirar a certificação PMP antes da avaliação anual de outubro.',
      /^Vou tirar a certificação PMP antes da avaliação anual de outubro, estudando/u,
      /próximos/u,
    ],
    [
      'Je veux obtenir la certification PMP avant l’entretien annuel de novembre.',
      /^Je vais obtenir la certification PMP avant l['’]entretien annuel de novembre, en étudiant/u,
      /prochains/u,
    ],
  ])('%s', (input, one, ours) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(one);
    expect(out).not.toMatch(ours);
  });
});
