/**
 * Issue 33 (stated goals): a named tool or programming language to learn is a skill even when the
 * sentence says what it is for at work — "aprender Python para automatizar mi trabajo" is modules
 * and a practice project, not job applications and interviews ("trabajo" only names the purpose).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a tool learnt for one’s work is measured as a skill, not as a job search', () => {
  it.each([
    [
      'Quiero aprender Python para automatizar mi trabajo antes de junio.',
      /^Voy a aprender Python/u,
      /módulo|proyecto/u,
      /candidaturas|entrevistas/u,
    ],
    ['Voglio imparare Photoshop per il mio nuovo lavoro entro marzo.', /^Imparerò Photoshop/u, /modulo|progetto/u, /candidature|colloqui/u],
    ['Ich möchte bis Ostern Excel für meine Arbeit lernen.', /Excel/u, /Modul|Projekt/u, /Bewerbung|Vorstellungsgespräch/u],
    ['Chci se do února naučit Photoshop kvůli práci.', /Photoshop/u, /modul|projekt/u, /žádost|pohovor/u],
    [
      'Quiero aprender Python y análisis de datos para poder cambiarme a un puesto de analista antes de que termine el año que viene.',
      /^Voy a aprender Python/u,
      /módulo|proyecto/u,
      /candidaturas|entrevistas/u,
    ],
    [
      'I want to learn TypeScript properly for my job by the end of March.',
      /^I will learn TypeScript/u,
      /module|project/u,
      /applications|interviews/u,
    ],
  ])('%s', (input, keeps, measure, never) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(keeps);
    expect(goals).toMatch(measure);
    expect(goals).not.toMatch(never);
  });

  it('a job wanted is still a job search', () => {
    expect(draftGoals('Quiero encontrar un trabajo nuevo antes de junio.', NOV_26)).toMatch(/candidaturas/u);
  });

  // The tool only names the job: applications, not modules.
  it.each([
    ['I want to find a job as a Python developer by March.', /applications/u],
    ['Quiero encontrar trabajo como desarrollador Python antes del verano.', /candidaturas/u],
    ['Chci si do června najít práci jako analytička v Excelu a SQL.', /přihlášek/u],
    ['Chcę do lata znaleźć pracę jako programistka JavaScript.', /aplikacji|rozmów/u],
  ])('a job as a user of a tool is a job search: %s', (input, applications) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(applications);
    expect(goals).not.toMatch(/modul|módulo|module/u);
  });
});
