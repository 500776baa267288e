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

// Written on 26 November, "next December" is the December a year on: the pace spreads the sum over
// about twelve months, not the five days to this December.
describe('"next <month>" a few weeks away is that month of next year', () => {
  it.each([
    ['I want to save 3,000 € before next December.', /250 € every month/u],
    ['Ich will bis nächsten Dezember 2.000 Euro sparen.', /jeden Monat 170 Euro/u],
    ['Chci do příštího prosince ušetřit 40 000 Kč.', /každý měsíc odložím 3 350 Kč/u],
  ])('%s', (input, pace) => {
    expect(draftGoals(input, NOV_26)).toMatch(pace);
  });

  it('"next March" is still the coming March', () => {
    expect(draftGoals('I want to save 1,000 € by next March.', NOV_26)).toMatch(/340 € every month/u);
  });
});
