/**
 * Issue 33 (blind reading 68's 16): "I want to make some German friends, not only expats" got the language's measure
 * ("taking at least two lessons a week and passing a level test"): the nationality named the friends and the goal was
 * read as German to learn. Friends are made in a club, a class or a group, met week by week, in every language.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('friends to make are met, not taught', () => {
  it.each([
    [
      'I moved to Munich last year for work. My German is still basic and I want to make some German friends, not just other expats.',
      'I will make some German friends over the next three months, joining one club, class or volunteer group this month',
      /make some German friends[^.\n]*lessons a week/u,
    ],
    [
      'Vivo en Lisboa desde hace un año. Quiero hacer amigos portugueses, no solo españoles, pero mi portugués es muy básico.',
      'uniéndome este mes a un club, un curso o un grupo de voluntariado',
      /anotando en la primera semana todos los pasos/u,
    ],
    [
      'Mieszkam w Berlinie od dwóch lat i chciałbym wreszcie poznać jakichś niemieckich znajomych, a nie tylko Polaków.',
      'dołączę do jednego klubu, kursu lub grupy wolontariuszy',
      /test poziomujący/u,
    ],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });
});
