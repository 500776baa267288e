/**
 * Issue 33 (round 52's probes): a German boat or sailing licence ("den Sportbootführerschein machen",
 * "den Segelschein schaffen", "den Bootsführerschein bestehen") was measured as sport, by training
 * sessions of 30 minutes ("Sportboot" read as sport; blind reading 82 #6), or by the weekly-steps filler.
 * A licence is earned by a course: these compounds are words of aims.json's certificate entry, whose
 * measure is the course signed up for, every session attended, practice and the final exam booked.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a boat licence is a course', () => {
  it.each([
    ['Ich will bis zum Sommer den Sportbootführerschein machen.', /^Ich werde bis zum Sommer den Sportbootführerschein machen; dafür/u],
    [
      'Ich möchte bis Juni 2027 den Segelschein schaffen und dann mit Freunden segeln.',
      /Ich werde bis Juni 2027 den Segelschein schaffen; dafür/u,
    ],
    ['Bis Mai will ich den Bootsführerschein bestehen.', /^Bis Mai werde ich den Bootsführerschein bestehen; dafür/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).toMatch(/melde ich mich in den nächsten zwei Wochen für den Kurs an, der dazu führt/u);
    expect(out).not.toMatch(/Schein \w+; dafür (?:trainiere ich|schreibe ich in der ersten Woche)/u);
  });
});
