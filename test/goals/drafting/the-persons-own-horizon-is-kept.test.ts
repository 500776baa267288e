/**
 * Issue 33 (round 26): the person's own horizon gave way to the stock one ("we want to buy our own place in two years"
 * → "within the next twelve months"; "splatiť do dvoch rokov" → "do dvanástich mesiacov", paced over twelve; "Хочу
 * пересдать до весны" → "в течение шести месяцев"). A span counted with its number ("in two years", "за два года",
 * "do dvoch rokov", "en dos meses") and a season or the holidays after a deadline's word ("до весны", "do wakacji")
 * are their date (specifics.ts deadlineIn). Not a span the story has behind it ("I've put on 15 kilos in two years").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("the person's own horizon is kept over the stock one", () => {
  it.each([
    ['I rent a flat with my partner and we want to buy our own place in two years.', 'a home of my own in two years,', /twelve months/u],
    ['Mám úver 6 000 eur a chcem ho splatiť do dvoch rokov.', 'do dvoch rokov – každý mesiac splatím 250 eur', /dvanástich mesiacov/u],
    [
      'Провалила практический экзамен по вождению, на площадке. Теорию сдала. Хочу пересдать до весны.',
      'по вождению до весны —',
      /шести месяцев/u,
    ],
    [
      'Moim celem jest to zrobić przed wakacjami: zdać egzamin na prawo jazdy.',
      'Zdam egzamin na prawo jazdy przed wakacjami',
      /sześciu miesięcy/u,
    ],
    [
      'Ya hice 5 de los 10 módulos del curso de Excel y quiero acabarlo en dos meses.',
      'En dos meses voy a terminar el resto de mi curso',
      /tres meses/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(phrase);
    expect(out).not.toMatch(broken);
  });

  it.each([
    ["I've put on 15 kilos in two years. My job is really stressful and I'm tense all the time.", /kilos in two years/u],
    ["My son hasn't spoken to me in two years, not since the wedding.", /my son in two years/u],
    ['Im Frühjahr sind wir nach Graz gezogen. Ich kenne hier niemanden.', /Im Frühjahr werde ich/u],
  ])('a span or season the story has behind it is no deadline: %s', (text, broken) => {
    expect(draftGoals(text, NOV_25)).not.toMatch(broken);
  });
});
