/**
 * Issue 33 (stated goals): a deadline the mentee gives as "the next" season or holiday — "bis
 * nächsten Sommer", "do příštího léta", "do przyszłego lata", "до следующего лета" — is their
 * deadline: the goal gets no second time frame of the topic ("In den nächsten sechs Monaten werde
 * ich bis nächsten Sommer …", "… do příštího léta německy během šesti měsíců").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('"the next summer" is the goal’s one deadline', () => {
  it.each([
    ['Ich möchte bis nächsten Sommer Spanisch auf B1 lernen.', /bis nächsten Sommer/u, /nächsten sechs Monaten|innerhalb von/u],
    ['Ich will bis kommenden Frühling Italienisch lernen.', /bis kommenden Frühling/u, /nächsten sechs Monaten|innerhalb von/u],
    ['Chci se do příštího léta naučit německy.', /do příštího léta/u, /během/u],
    ['Chcem sa do budúceho leta naučiť po nemecky.', /do budúceho leta/u, /počas|do \d+ mesiacov|šiestich/u],
    ['Chcę do przyszłego lata nauczyć się hiszpańskiego.', /do przyszłego lata/u, /w ciągu/u],
    ['Хочу до следующего лета выучить испанский.', /до следующего лета/u, /в течение/u],
  ])('%s', (input, keeps, never) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(keeps);
    expect(goals).not.toMatch(never);
  });
});
