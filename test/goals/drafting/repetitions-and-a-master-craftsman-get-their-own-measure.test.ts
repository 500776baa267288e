/**
 * Issue 33 (the lead's probe of 30 stated goals, round 51): "By June I want to be able to do 10 pull-ups" was paced
 * as pieces of work ("aiming for at least 2 pull every month": a broken unit and a meaningless share), "50 push-ups
 * in a row" the same ("16 push every month"), and "meinen Meister im Elektrohandwerk machen" had the weekly-steps
 * filler. Repetitions in a row are no count to share out over months (own-measures.json notUnits): pull-ups take the
 * strength situation's measure, push-ups, squats and sit-ups aims.json's (sets a little below the limit, a rep or two
 * more each week, the maximum tested monthly); a master craftsman's title is a certificate earned by a course.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('repetitions in a row are trained, not paced', () => {
  it.each([
    ['By June I want to be able to do 10 pull-ups.', /training pulling three times a week with negative pull-ups/u],
    ['Ich will bis Mai 10 Klimmzüge schaffen.', /dreimal pro Woche das Ziehen mit negativen Klimmzügen/u],
    ['Хочу до літа підтягуватися 15 разів.', /тричі на тиждень тренуватиму тягу/u],
    ['I want to do 50 push-ups in a row by March.', /three sets a little below my limit three times a week/u],
    ['Chcę do wakacji robić 30 pompek.', /trzy serie trochę poniżej swojego limitu/u],
    ['Quiero hacer 40 flexiones seguidas antes del verano.', /tres series un poco por debajo de mi límite/u],
  ])('%s', (input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(
      /\b\d+ (?:pull|push)(?!-)|aiming for at least|jeden Monat mindestens|co miesiąc co najmniej|al menos \d+ flexiones cada/u,
    );
    expect(out).not.toMatch(/every step it takes|potrzebne kroki|потрібні кроки|pasos necesarios/u);
  });
});

describe('a master craftsman title is earned by a course', () => {
  it('answers the course, its sessions and the final exam', () => {
    const out = draftGoals('Ich will im nächsten Jahr meinen Meister im Elektrohandwerk machen.', NOW);
    expect(out).toMatch(/melde ich mich in den nächsten zwei Wochen für den Kurs an/u);
    expect(out).not.toMatch(/nötigen Schritte/u);
  });
});
