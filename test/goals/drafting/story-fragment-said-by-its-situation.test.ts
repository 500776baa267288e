/**
 * Issue 33 (blind reading 19's 04 and 16, blind 18's 16): German reads "Unser Sohn … will morgens nicht
 * los" and "ich will auf keinen Fall, dass …" as a wish and writes its words after "erreiche ich mein
 * Ziel:" — a piece of the story, not a goal. In a story, a fragment of the goal's topic is said by the
 * situation of that topic the story tells; a short negated one that no situation says gives way to the
 * story's situations. A stated goal with the mentee's own figure keeps its words.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe("a story's fragment is said by its situation", () => {
  it.each([
    [
      'Wir wohnen seit dem Sommer in Leipzig. Unsere Tochter (9) findet in der neuen Klasse keinen Anschluss und will morgens nicht in die Schule. Ich arbeite Vollzeit und bin abends erschöpft. Meine Frau vermisst ihre Freundinnen.',
      /meiner Tochter helfen/u,
    ],
    [
      'Ich rauche seit fünfzehn Jahren. Mein Vater hatte letztes Jahr einen Herzinfarkt, und ich will auf keinen Fall, dass mir das auch passiert. Im Büro rauchen alle in der Pause. Ich habe es schon zweimal versucht.',
      /werde ich mit dem Rauchen aufhören/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/mein Ziel: (?:morgens|auf keinen Fall)/u);
  });

  it("keeps a stated goal's own words and figure", () => {
    expect(draftGoals('Ich möchte bis Ostern 8 Kilo abnehmen (ich wiege gerade 96) und wieder regelmäßig Fahrrad fahren.', NOV_26)).toMatch(
      /8 Kilo abnehmen/u,
    );
  });
});
