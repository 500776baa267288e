/**
 * Issue 33 (blind reading 88's 4, round 55): the blood-pressure goal asked a retired man for "a light,
 * low-salt lunch on at least three workdays a week". Lunches are any day's: five days a week, in every
 * language, whoever works.
 */
import { expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

it.each([
  ["I'm 68 and retired. My doctor says my blood pressure is too high.", /low-salt lunch on at least five days a week/u, /workdays/u],
  [
    'Ich bin 70 und in Rente. Mein Arzt sagt, mein Blutdruck ist zu hoch.',
    /an mindestens fünf Tagen pro Woche ein leichtes, salzarmes Mittagessen/u,
    /Arbeitstagen/u,
  ],
  [
    'Mam 67 lat, jestem na emeryturze. Lekarz mówi, że mam za wysokie ciśnienie.',
    /co najmniej pięć dni w tygodniu będę jeść lekki, mało słony obiad/u,
    /robocze/u,
  ],
])('%s', (text, lunch, workdays) => {
  const goals = draftGoals(text, NOV_25);
  expect(goals).toMatch(lunch);
  expect(goals).not.toMatch(workdays);
});
