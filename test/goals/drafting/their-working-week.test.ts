/**
 * Issue 33 (blind reading 15): "rating my energy from 1 to 10 every Friday" was given word for word to
 * every tired mentee. A story that names a working week of 40 hours or more is counted in the mentee's
 * own hours instead; a story without one keeps the rating.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('the working week the mentee names is what they count', () => {
  it.each([
    [
      'en',
      "I'm a junior doctor doing 58 hours a week and I'm burnt out, I can't switch off.",
      /against the 58 a week I work now/u,
      /energy from 1 to 10/u,
    ],
    [
      'es',
      'Soy enfermera, hago 48 horas semanales y estoy agotada, ya no puedo más.',
      /con las 48 semanales de ahora/u,
      /energía del 1 al 10/u,
    ],
    ['cs', 'Dělám 60 hodin týdně ve skladu a jsem úplně vyčerpaný.', /s dnešními 60 hodinami týdně/u, /energii od 1 do 10/u],
    ['ru', 'Я бухгалтер, работаю 52 часа в неделю и совсем выгорела.', /с нынешними 52 часами в неделю/u, /энергию от 1 до 10/u],
  ])('%s', (_lang, story, counted, gone) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(counted);
    expect(goals).not.toMatch(gone);
  });

  it('a story with no week of hours keeps the rating', () => {
    expect(draftGoals("I'm burnt out at work, I can't switch off and I'm tired all the time.", NOV_26)).toMatch(/energy from 1 to 10/u);
  });
});
