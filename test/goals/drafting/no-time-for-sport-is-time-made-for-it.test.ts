/**
 * Issue 33 (round 26): "Ich habe nie Zeit für Sport, weil ich bis 19 Uhr arbeite" got stock healthy habits (vegetables,
 * sweets), and "I never have time for exercise because I work until 7 pm" a burnout's workload goal: neither makes the
 * time the person said they lack. No time for sport (or for reading) is answered by time made for it: sessions booked in
 * the calendar like appointments around the working day, counted every Sunday; reading gets the reading goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('no time for sport is time made for it', () => {
  it.each([
    ['Ich habe nie Zeit für Sport, weil ich bis 19 Uhr arbeite.', 'wie Termine in den Kalender ein', /Gemüse/u],
    ['I never have time for exercise because I work until 7 pm.', 'in my calendar like appointments', /workload/u],
    ['Nunca tengo tiempo para hacer deporte porque trabajo hasta las 19.', 'como si fueran citas', /tres cosas/u],
    ['Nie mam czasu na sport, bo pracuję do 19.', 'trzy półgodzinne treningi jak spotkania', /warzywa/u],
    ['У меня никогда нет времени на спорт, потому что я работаю до 19.', 'три тренировки по 30 минут как встречи', /овощи/u],
    ['Ich habe keine Zeit zum Lesen.', 'werde ich wieder regelmäßig lesen', /drei Dinge/u],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });
});
