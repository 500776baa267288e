/**
 * Issue 33 (blind reading 15): words of ours that did not fit their thing — European "ecrãs" in a
 * Brazilian answer, "eat" sweet drinks (ru "не буду есть … сладкие напитки", uk "не їстиму …
 * солодких напоїв"), the garbled "setting this week the revenue a month I need", a Hungarian swimmer
 * told to learn "egy új darabot" (a piece, as of music), and a Hungarian half-marathon read as the
 * runner's present 5 km.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('words that fit their thing', () => {
  it.each([
    'Fico no celular até 1h da manhã todo dia e acordo cansada pra trabalhar. Você acha que dá pra mudar isso?',
    'Meu filho de 10 anos fica no celular e no videogame o dia todo, a gente briga toda noite por causa disso.',
  ])('Brazilian Portuguese says "telas", never "ecrãs": %s', (story) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(/\btelas?\b/u);
    expect(goals).not.toMatch(/ecrã/u);
  });

  it('European Portuguese keeps "ecrãs"', () => {
    const goals = draftGoals(
      'O meu filho de 10 anos passa o dia no telemóvel e nos jogos, discutimos todas as noites por causa disso.',
      NOV_26,
    );
    expect(goals).toMatch(/ecrãs/u);
  });

  it.each([
    [
      'ru',
      'Врач сказал, что у меня преддиабет, сахар натощак 6,4. Вешу 96 кг и ем много хлеба.',
      /не буду пить сладкие напитки/u,
      /макароны и сладкие напитки/u,
    ],
    [
      'uk',
      'Лікар сказав, що в мене діабет другого типу, цукор 7,8. Треба схуднути.',
      /не питиму солодких напоїв/u,
      /макаронів і солодких напоїв/u,
    ],
  ])('%s: sweet drinks are drunk, not eaten', (_lang, story, drunk, eaten) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(drunk);
    expect(goals).not.toMatch(eaten);
  });

  it('English: the revenue needed is worked out in plain order', () => {
    const goals = draftGoals(
      "I've been freelancing for three years. Some months I earn £3,800, others only £700, and two clients pay me late.",
      NOV_26,
    );
    expect(goals).toMatch(/working out this week the monthly revenue I need to cover my costs/u);
    expect(goals).not.toMatch(/the revenue a month I need/u);
  });

  it.each([
    ['Idén szeretnék rendesen megtanulni úszni.', /úszásórára járok/u, /darab/u],
    ['Szeretnék jobban festeni, idén rendszeresen.', /befejezek egy képet/u, /darab/u],
    ['Jövőre szeretnék táncolni tanulni.', /táncórára járok/u, /darab/u],
  ])('Hungarian: a hobby gets its own measure: %s', (story, own, gone) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(own);
    expect(goals).not.toMatch(gone);
  });

  it('Hungarian: a guitar still learns pieces', () => {
    expect(draftGoals('Idén szeretnék megtanulni gitározni.', NOV_26)).toMatch(/egy új darabot/u);
  });

  it.each([
    ['Szeretnék jövőre lefutni egy félmaratont, most 5 km-t tudok futni.', /felkészülök egy félmaratonra/u, /a mostani 5 km-ről/u],
    ['Tavaszig szeretnék lefutni egy maratont, most 15 km a leghosszabb távom.', /felkészülök egy maratonra/u, /a mostani 15 km-ről/u],
  ])('Hungarian: the race is the aim, the distance where the runner starts: %s', (story, race, from) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(race);
    expect(goals).toMatch(from);
    expect(goals).not.toMatch(/km-es futásra/u);
  });
});
