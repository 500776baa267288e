/**
 * Issue 33 (steps65's probes; blind readings 104–106): a CV to update or rewrite ("update my CV by the end of December",
 * "přepsat si životopis") was measured as a job search, five tailored applications a month and two interviews, though
 * nobody asked to apply yet. aims.json's CV entry, for a CV with a verb of updating, lists the jobs, studies and courses
 * with two results each, rewrites a section a week and has it read by someone from the field; a CV sent stays a job search.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a CV to update gets its own steps', () => {
  it.each([
    [
      "I want to update my CV by the end of December, it's five years old and doesn't mention my last two jobs.",
      'I will update my CV by the end of December, listing this week my jobs, studies and courses with two results or skills for each, rewriting one section a week',
      /tailored applications/u,
    ],
    [
      'Mám hotovou zdravotní školu a chci si do konce března přepsat životopis, aby byl k něčemu.',
      'tento týden si sepíšu svá zaměstnání, studium a kurzy se dvěma výsledky nebo dovednostmi u každého, každý týden přepíšu jednu část',
      /přihlášek na míru/u,
    ],
    [
      'Quiero actualizar mi currículum antes de marzo, no he cambiado nada desde 2019.',
      'anotando esta semana mis trabajos, estudios y cursos con dos logros o habilidades de cada uno, reescribiendo una sección por semana',
      /candidaturas adaptadas/u,
    ],
    [
      'Ich will bis Ende Januar meinen Lebenslauf überarbeiten.',
      'liste ich diese Woche meine Stellen, Ausbildung und Kurse mit je zwei Ergebnissen oder Fähigkeiten auf',
      /Bewerbungen/u,
    ],
  ])('%s', (input, steps, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(steps);
    expect(out).not.toMatch(old);
  });

  it('a CV sent is still a job search', () => {
    expect(draftGoals('I want to send my CV to ten companies by February.', NOW)).not.toContain('rewriting one section a week');
  });
});
