/**
 * Issue 33: "Me gustaría abrir mi propio food truck algún día" was written "Voy a abrir mi propio food
 * truck algún día en los próximos cuatro meses": a time that is no date stands beside the goal's own.
 * It is left out; the time frame stands in its place.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('"someday" gives way to the goal\'s time frame', () => {
  it.each([
    ['es', 'Me gustaría abrir algún día mi propia pastelería.', /algún día/u, /en los próximos \p{L}+ meses/u],
    ['en', 'Someday I want to open my own little bakery.', /some ?day/iu, /within the next \w+ months/u],
    ['de', 'Ich möchte irgendwann einen eigenen Laden eröffnen.', /irgendwann/u, /In den nächsten \p{L}+ Monaten/u],
    ['pl', 'Chciałbym kiedyś otworzyć własny warsztat samochodowy.', /kiedyś/u, /w ciągu \p{L}+ miesięcy/u],
    ['ru', 'Хочу когда-нибудь открыть свою кофейню.', /когда-нибудь/u, /в течение \p{L}+ месяцев/u],
  ])('%s', (_lang, wish, gone, frame) => {
    const goals = draftGoals(wish, NOV_26);
    expect(goals).not.toMatch(gone);
    expect(goals).toMatch(frame);
  });
});
