/**
 * Issue 33 (round 70, blind reading 113's 15): "Voy a sacar la licencia de contratista en los próximos tres
 * meses", for a drywaller with basic English who must pass the exam in English. A trade's licence or master
 * title ("contractor's licence", "licença de empreiteiro", "den Meisterbrief machen") is a career step
 * (topics.json career) of twelve months, still reached by the course that leads to it and its final exam
 * (aims.json), not the three months of a lifeguard's certificate. A master's exam retaken ("die
 * Meisterprüfung beim nächsten Versuch") is no career change.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a trade licence takes a year', () => {
  it.each([
    [
      'Quiero sacar la licencia de contratista. Trabajo en construcción hace 8 años.',
      /licencia de contratista en los próximos doce meses, apuntándome en las próximas dos semanas al curso/u,
      /en los próximos tres meses/u,
    ],
    [
      "I want to get my contractor's licence. I've been a carpenter for ten years.",
      /contractor's licence over the next twelve months, signing up within two weeks for the course/u,
      /three months/u,
    ],
    [
      'Quero tirar a licença de empreiteiro.',
      /nos próximos doze meses, fazendo nas próximas duas semanas a inscrição no curso/u,
      /três meses/u,
    ],
    [
      'Ich will den Meisterbrief machen, ich bin seit sechs Jahren Elektriker.',
      /In den nächsten zwölf Monaten werde ich den Meisterbrief machen; dafür melde ich mich/u,
      /drei Monaten/u,
    ],
    ['die Meisterprüfung beim nächsten Versuch', /^(?!.*Berufsfeld)/su, /Berufsfeld/u],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
