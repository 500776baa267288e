/**
 * Issue 33: "trovare un lavoro come educatrice entro marzo, mandando 10 candidature al mese" kept the
 * mentee's rate and added our stock "almeno cinque candidature mirate al mese" beside it (two rates,
 * one pasted). A job goal whose words give a count of applications a month or a week has that rate as
 * its plan, ticked off on a calendar (pace.ts pacedWork), never our five.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('their own rate of applications', () => {
  it.each([
    [
      'Voglio trovare un lavoro come educatrice entro marzo, mandando 10 candidature al mese.',
      /10 candidature al mese, segnandolo/u,
      /cinque candidature/u,
    ],
    [
      'I want to find a job as a nurse by March, sending 10 applications a month.',
      /10 applications a month, marking each time/u,
      /five tailored/u,
    ],
    [
      'Quiero encontrar trabajo de enfermera antes de marzo enviando 10 solicitudes al mes.',
      /10 solicitudes al mes, apuntando cada vez/u,
      /cinco/u,
    ],
    [
      'Quero arranjar emprego até julho, enviando 10 candidaturas por semana.',
      /10 candidaturas por semana, marcando cada vez/u,
      /cinco candidaturas/u,
    ],
  ])('%s', (input, kept, stock) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(stock);
  });
});
