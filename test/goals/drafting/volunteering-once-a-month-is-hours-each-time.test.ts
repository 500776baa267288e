/**
 * Issue 33 (breaker round 27): a person who wants to volunteer once a month was told to give "at least two hours a
 * week", against their own rhythm. A month named in the goal now asks for hours each time instead. The Romance
 * measures also joined a noun and a question as one object ("une structure qui a besoin d’aide et comment
 * m’inscrire"); they now name the way to sign up.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('volunteering once a month is hours each time, not hours a week', () => {
  it.each([
    ["I'd like to volunteer at a food bank once a month.", 'giving at least three hours each time', /two hours a week/u],
    ['Ich möchte einmal im Monat ehrenamtlich bei der Tafel helfen.', 'helfe jedes Mal mindestens drei Stunden', /pro Woche/u],
    ['Quiero hacer voluntariado una vez al mes.', 'dedicando al menos tres horas cada vez', /por semana/u],
    ['Chcę zostać wolontariuszem raz w miesiącu.', 'za każdym razem będę pomagać co najmniej trzy godziny', /w tygodniu/u],
  ])('%s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });

  it.each([
    [
      'Je voudrais faire du bénévolat dans une association.',
      "une structure qui a besoin d'aide et la façon de m'y inscrire",
      /et comment m/u,
    ],
    ['Quiero hacer voluntariado en un comedor social.', 'un lugar que necesite ayuda y la forma de apuntarme', /y cómo apuntarme/u],
    ['Mi piacerebbe fare la volontaria in un canile.', 'un posto che ha bisogno di aiuto e il modo di iscrivermi', /e come iscrivermi/u],
  ])('names the way to sign up: %s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });
});
