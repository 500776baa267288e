/**
 * Issue 33 (blind readings 113–115): "help my son do better at school" was given to mothers who tell no
 * school problem: whose children translate for them "at the doctor, at school" (Rania, 114-14 and 113-14),
 * whose son's diabetes or ADHD makes the school call them (114-16), or who left school herself fifteen years
 * ago (115-06). A school only named there is no child's trouble there: these are childschool's unless.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a school mentioned is no school problem', () => {
  it.each([
    [
      'I have two kids, 9 and 12. My kids have to translate for me at the doctor and at school. I want to improve my English.',
      /improve my English/u,
    ],
    [
      'Vivo con mis dos hijos de 7 y 10 años. Mis hijos tienen que traducir por mí en el médico y en el colegio. Quiero aprender alemán.',
      /aprender alemán/u,
    ],
    [
      'Ich habe drei Kinder. Am meisten stört mich, dass meine Kinder für mich übersetzen müssen, beim Arzt, in der Schule, überall. Ich will Deutsch lernen.',
      /Deutsch/u,
    ],
    [
      'Mi hijo tiene diabetes y el colegio me llama casi cada semana. Trabajo de cajera y quiero encontrar un trabajo con horario flexible.',
      /encontrar un trabajo con horario flexible/u,
    ],
    [
      "J'ai deux enfants de 8 et 11 ans. Ça fait vingt ans que j'ai quitté l'école et je veux passer le concours d'aide-soignante en juin.",
      /passer le concours d'aide-soignante en juin/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/do better at school|in der Schule besser mitzukommen|ir mejor en el colegio|reprendre pied à l'école/u);
  });
});
