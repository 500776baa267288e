/**
 * Issue 33 (blind readings 90's 10 and 95's 10): "J'aimerais juste avoir plus confiance en moi" became "Je vais
 * juste avoir plus confiance en moi": the softener the mentee put after the want verb ("juste", "solo",
 * "einfach", "просто" …) was carried into the goal, where it reads as "I will only have …". Like "vraiment" or
 * "enfin", it is left out after the cue (intents.json rules.*.also); English already drops "just".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a softener after the want verb is left out of the goal', () => {
  it.each([
    ["J'aimerais juste avoir plus confiance en moi.", /^Je vais avoir plus confiance en moi /u, /juste/u],
    ['Quisiera solo tener más confianza en mí misma.', /^Voy a tener más confianza en mí misma /u, /solo/u],
    ['Ich möchte einfach mehr Selbstvertrauen haben.', /werde ich mehr Selbstvertrauen haben/u, /einfach/u],
    ['Vorrei solo avere più fiducia in me stessa.', /^Avrò più fiducia in me stessa /u, /solo/u],
    ['Хочу просто стать увереннее.', /^Я стану увереннее /u, /просто/u],
    ['Chci prostě najít novou práci.', /^Najdu novou práci /u, /prostě/u],
    ['Quero só arranjar um emprego.', /^Vou arranjar um emprego /u, /(?<!\p{L})só(?!\p{L})/u],
  ])('%s', (input, start, softener) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(start);
    expect(out).not.toMatch(softener);
  });
});
