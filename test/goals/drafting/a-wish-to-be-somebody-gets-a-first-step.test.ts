/**
 * Issue 33 (blind reading 65's 24): "chcem byť konečne niekým, nie len priemerný človek" came back as the wish
 * itself made a goal ("Budem niekým do troch mesiacov") padded with the weekly-steps filler. Being somebody is a
 * wish of the calling family (wishes.json): it gets that family's first step, with a figure and a deadline. The
 * softeners ("konečne", "endlich", "wreszcie") change nothing in which family a wish is of.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a wish to be somebody gets a first step, not itself as a goal', () => {
  it.each([
    ['chcem byť konečne niekým, nie len priemerný človek', 'si spíšem desať vecí, ktoré mi idú alebo ma bavia', /Budem niekým/u],
    ['Chci být konečně někým.', 'si sepíšu deset věcí, které mi jdou nebo mě baví', /Budu někým/u],
    ['Ich will endlich jemand sein und nicht nur Durchschnitt.', 'zehn Dinge aufschreiben, die ich gut kann', /jemand sein/u],
    ["Je veux enfin devenir quelqu'un.", 'dix choses que je fais bien', /devenir quelqu'un/u],
    ['Voglio diventare qualcuno.', 'dieci cose che so fare bene', /Diventerò qualcuno/u],
    ['Хочу нарешті стати кимось.', 'випишу десять речей', /стану кимось/u],
    ['Хочу наконец стать кем-то.', 'выпишу десять вещей', /стану кем-то/u],
  ])('%s', (text, kept, broken) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(kept);
    expect(out).not.toMatch(broken);
  });

  it('reads "feeling less lost" as feeling stuck', () => {
    const out = draftGoals('Vorrei sentirmi meno perso, ecco.', NOV_25);
    expect(out).toContain('le tre aree della mia vita in cui sento di più di non andare avanti');
    expect(out).not.toMatch(/Mi sentirò meno perso/u);
  });
});
