/**
 * Issue 33 (blind reading 49's 16): "been a stay at home dad for 5 yrs … i want to go back to work" got the return from
 * leave ("get back up to speed at work after my leave … meeting my manager in the first two weeks") and "help my son do
 * better at school" for a boy only starting school. Years at home with the children, told in the sentence before the
 * return, rule the return from leave out (comeback's unless), for the stated goal's measure too (situations.ts,
 * situationMeasure reads the story's situations, cuedSituations); a child starting school is no school trouble.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const LEAVE = /my manager|Führungskraft|mon responsable|minha chefia|nadřízen|przełożon|in der Schule besser|do better at school/u;

describe('a parent at home has no manager to meet on the way back to work', () => {
  it.each([
    [
      'been a stay at home dad for 5 yrs since my son was born, wife went back to work full time. hes starting school in sept and i want to go back to work but i was a chef before and the hours would kill us.',
      'I will go back to work',
    ],
    [
      'Ich bin seit fünf Jahren Hausmann. Unsere Tochter kommt im Herbst in die Schule und ich möchte wieder arbeiten gehen.',
      'werde ich wieder arbeiten gehen',
    ],
    [
      "Je suis mère au foyer depuis cinq ans. Ma fille entre à l'école en septembre et je veux reprendre le travail.",
      'je vais reprendre le travail, en envoyant au moins cinq candidatures ciblées par mois',
    ],
    [
      'Fui dona de casa durante oito anos. Agora os miúdos já estão na escola e quero voltar ao trabalho.',
      'Vou voltar ao trabalho nos próximos seis meses, enviando pelo menos cinco candidaturas',
    ],
  ])('%s', (text, goal) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(LEAVE);
  });

  it('keeps the return from leave for one on parental leave', () => {
    expect(draftGoals("I'm on maternity leave and I go back to work in March.", NOV_25)).toMatch(/manager/u);
  });
});
