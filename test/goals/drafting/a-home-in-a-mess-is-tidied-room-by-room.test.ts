/**
 * Issue 33 (round 26): "Mi casa es un desastre y quiero ordenarla poco a poco" got the generic "tres cosas que puedo
 * cambiar en mi situación", and "Meine Wohnung ist ein Chaos …" a week planner: a home in a mess, to tidy or declutter
 * ("ordenarla", "aufräumen", "le ranger", "ho uklidit", "навести порядок"), is a topic with its own measure: 15 minutes a
 * day, a room or a corner a week, a bag of things out every Sunday. The object pronoun ("ordenarla") is the home named before.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a home in a mess is tidied a room a week', () => {
  it.each([
    ['Mi casa es un desastre y quiero ordenarla poco a poco.', 'despejando una habitación o un rincón cada semana', /tres cosas/u],
    ['Meine Wohnung ist ein Chaos und ich will endlich aufräumen.', 'nehme mir jede Woche ein Zimmer oder eine Ecke vor', /Prioritäten/u],
    [
      'Mon appartement est en désordre, je veux le ranger petit à petit.',
      'en désencombrant une pièce ou un coin chaque semaine',
      /trois choses/u,
    ],
    ['Casa mia è un disastro e voglio riordinarla poco alla volta.', 'sgomberando una stanza o un angolo ogni settimana', /tre cose/u],
    ['A minha casa está uma bagunça e quero arrumá-la aos poucos.', 'pondo em ordem uma divisão ou um canto por semana', /três coisas/u],
    ['Moje mieszkanie to bałagan i chcę je posprzątać.', 'co tydzień porządkować jeden pokój lub kąt', /mieszkanie to bałagan/u],
    ['V bytě mám nepořádek a chci ho konečně uklidit.', 'každý týden dám do pořádku jednu místnost nebo kout', /tři věci/u],
    ['V byte mám neporiadok a chcem ho upratať.', 'každý týždeň dám do poriadku jednu miestnosť alebo kút', /tri veci/u],
    ['В квартире бардак, хочу навести порядок.', 'каждую неделю разбирать одну комнату или угол', /приоритет/u],
    ['My flat is a mess and I want to declutter it step by step.', 'clearing one room or corner every week', /declutter it/u],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });
});
