/**
 * Issue 33 (blind readings 104's 27, 105's 27 and 106's 27): "I just want to feel at home somewhere again", "I just want to stop
 * feeling like a bad mum and a bad employee" and "I just want to stop feeling so behind everyone else my age" each got the
 * generic "write down three things I could change", which says nothing about belonging, guilt or comparison. Each is a family of
 * vague wishes of its own (wishes.json belonging, guilt, peers), with a first step and a measure that answer it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));
const GENERIC = /vztah s mámou|three things I could change|три вещи|tři věci, které|trois choses que je peux changer|három dolgot, amin/u;

describe('a wish to belong, to feel less guilty or less behind gets its own first step', () => {
  it.each([
    ['I just want to feel at home somewhere again.', /^I will find by the end of next week one group, club or class/u],
    [
      'Ich will mich hier endlich zu Hause fühlen.',
      /eine Gruppe, einen Verein oder einen Kurs in meiner Nähe finden.*außerdem gehe ich danach/u,
    ],
    ['Vorrei solo sentirmi a casa qui.', /troverò un gruppo, un'associazione o un corso/u],
    ['Csak otthon szeretném érezni magam.', /^A jövő hét végéig keresek a lakóhelyem közelében egy csoportot/u],
    [
      'I just want to stop feeling like a bad mum and a bad employee at the same time.',
      /what a good-enough week looks like for me at home and at work/u,
    ],
    ['Je culpabilise tout le temps, je veux arrêter.', /une semaine suffisamment bonne à la maison et au travail/u],
    // "máma" here is the mentee herself, no relationship with her mother (situations.json relationship, unless).
    ['Mám pořád výčitky, že jsem špatná máma.', /jak pro mě vypadá dost dobrý týden doma a v práci/u],
    ['Я постоянно чувствую себя плохой мамой.', /как для меня выглядит достаточно хорошая неделя дома и на работе/u],
    [
      'honestly I just want to stop feeling so behind everyone else my age',
      /where I want to be in a year in three areas, by my own measure/u,
    ],
    ['Quero deixar de me sentir para trás.', /onde quero estar daqui a um ano em três áreas/u],
  ])('%s', (input, step) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(step);
    expect(out).not.toMatch(GENERIC);
  });

  it('keeps "left behind" of a profession out of the comparison family', () => {
    expect(draftGoals('returns to the profession left behind, not only to the language', NOW)).not.toMatch(/by my own measure/u);
  });
});
