/**
 * Issue 33 (round 64, the lead's probes): German "X macht mir zu schaffen" (X troubles me) ends in a zu-infinitive,
 * so a sentence of it was read as an infinitive aim: "Am meisten macht mir der Schlaf zu schaffen" became "werde ich
 * am meisten macht mir der Schlaf schaffen". A finite verb of the story ("macht", "gibt", "fällt", "kostet" …) makes
 * the words a sentence, no aim (intents.json rules.de.sentenceWords); the matter it names keeps its situation.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('what gives me trouble is no aim', () => {
  it.each([
    [
      'Ich bin seit drei Jahren Pflegekraft im Nachtdienst und schlafe kaum noch. Am meisten macht mir der Schlaf zu schaffen, ich komme auf vier Stunden.',
      /werde ich meinen Schlaf trotz der Nachtschichten schützen/u,
    ],
    ['Der Schlaf macht mir zu schaffen.', /werde ich besser und regelmäßiger schlafen/u],
    ['Die Arbeit macht mir zu schaffen.', /drei Dinge aufschreiben, die ich an meiner Lage ändern kann/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/werde ich (?:am meisten )?\S+ \S+ macht mir|macht mir schaffen/u);
  });
});
