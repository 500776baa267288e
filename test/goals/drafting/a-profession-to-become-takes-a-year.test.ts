/**
 * Issue 33 (round 70, blind readings 113's 16 and 115's 06): "Je vais devenir infirmière au cours des trois
 * prochains mois", "jít studovat nursing během tří měsíců": a profession that takes a degree, told with the
 * verb of becoming outside English ("devenir infirmière", "ser enfermera", "stát se zdravotní sestrou",
 * "Krankenpflegerin werden"), had no topic and got the weekly-steps filler's three months (the Czech nurse even
 * workouts). It is the career move (topics.json career): twelve months to find the course, its entry
 * requirements and deadline, and apply (own-measures.json's profession measure). A profession named is no bare
 * career change that a next aim replaces (offline.ts withCareerTarget).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a profession to become takes a year', () => {
  it.each([
    [
      'Je veux devenir infirmier.',
      /au cours des douze prochains mois, en découvrant dès le premier mois quel diplôme/u,
      /trois prochains mois/u,
    ],
    [
      'Quiero ser enfermera. Trabajo en una residencia de ancianos desde hace tres años.',
      /en los próximos doce meses, averiguando en el primer mes qué título/u,
      /tres meses/u,
    ],
    ['Quero ser enfermeira.', /nos próximos doze meses, descobrindo no primeiro mês/u, /três meses/u],
    [
      'Chtěla bych se stát zdravotní sestrou, teď dělám sanitářku v nemocnici.',
      /během dvanácti měsíců – v prvním měsíci zjistím, jaké studium/u,
      /budu cvičit/u,
    ],
    ['Chtěla bych jít studovat nursing.', /nursing během dvanácti měsíců/u, /modul/u],
    ['Chcela by som sa stať zdravotnou sestrou.', /do dvanástich mesiacov – v prvom mesiaci zistím, aké štúdium/u, /do troch mesiacov/u],
    ['Ich möchte Krankenpflegerin werden.', /welches Studium oder welche Ausbildung der Beruf verlangt/u, /Probetag/u],
    [
      "Je suis aide-soignante et je veux devenir infirmière, pour ça j'ai besoin d'un diplôme d'État.",
      /Je vais devenir infirmière au cours des douze prochains mois/u,
      /devenir infirmière au cours des trois/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
