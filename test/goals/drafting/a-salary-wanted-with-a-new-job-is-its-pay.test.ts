/**
 * Issue 33 (round 55's probes; round 54's notes): a pay wanted with a new job was measured as something else.
 * "Ich will bis Sommer eine neue Stelle mit mindestens 3.500 brutto" was paced as a count of work ("plane ich
 * jede Woche mindestens 119 brutto ein"): gross and net ("brutto", "netto", "brut", "brutos", "hrubého") are no
 * unit of work (own-measures.json pacedWork.notUnits), so the new job keeps its applications. "Trouver un poste
 * de comptable … avec un salaire d'au moins 2 500 €" was a raise asked of one's manager: a post found ("trouver
 * un poste", "encontrar un puesto", "trovare un posto", "find a role") is a job search before "salary" sees the pay.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a salary wanted with a new job is its pay', () => {
  it.each([
    [
      'Ich will bis Sommer eine neue Stelle mit mindestens 3.500 brutto.',
      'eine neue Stelle mit mindestens 3.500 brutto',
      'Bewerbungen',
      /119|jede Woche mindestens/u,
    ],
    [
      "Je veux trouver un poste de comptable d'ici mars 2027 avec un salaire d'au moins 2 500 € net par mois.",
      'Je vais trouver un poste de comptable',
      'candidatures ciblées',
      /responsable|arguments/u,
    ],
    [
      'Vorrei trovare un posto da impiegata entro aprile 2027 con uno stipendio di almeno 1.600 euro netti al mese.',
      'Troverò un posto da impiegata entro aprile 2027',
      'candidature mirate',
      /responsabile|argomenti/u,
    ],
    [
      'Quiero encontrar un puesto de administrativa antes de junio de 2027 con un sueldo de al menos 1.800 euros netos.',
      'Voy a encontrar un puesto de administrativa',
      'candidaturas adaptadas',
      /responsable|argumentos/u,
    ],
  ])('%s', (input, start, measure, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(start);
    expect(answer).toContain(measure);
    expect(answer).not.toMatch(gone);
  });
});
