/**
 * Issue 33, blind reading 11: "Chtěl bych být víc v pohodě a míň se ve všem plácat" was echoed back
 * ("Budu víc v pohodě …") with the weekly-steps filler. A wish to be calmer names no topic: it gets
 * the calm family's first step (wishes.json): ten minutes a day for four weeks, a weekly note and a
 * score, in the mentee's language.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

describe('a wish to be calmer gets a first step, not an echo', () => {
  it.each([
    ['cs', 'Chtěl bych být víc v pohodě a míň se ve všem plácat.', /deset minut .*od 1 do 10/u, /pohodě|plácat/u],
    ['en', 'I want to be calmer.', /ten minutes every day for the next four weeks.*from 1 to 10/u, /be calmer/u],
    ['de', 'Ich möchte gelassener werden.', /zehn Minuten .*von 1 bis 10/u, /gelassener/u],
    ['fr', 'Je voudrais être plus serein.', /dix minutes .*de 1 à 10/u, /serein/u],
    ['es', 'Quiero estar más tranquila.', /diez minutos .*del 1 al 10/u, /tranquila/u],
    ['pl', 'Chciałabym być spokojniejsza.', /dziesięć minut .*od 1 do 10/u, /spokojniejsz|– a /u],
    ['ru', 'Хочу быть спокойнее.', /десять минут .*от 1 до 10/u, /спокойнее/u],
    ['hu', 'Szeretnék nyugodtabb lenni.', /tíz percet .*1-től 10-ig/u, /nyugodtabb lenni/u],
  ])('%s: %s', (_lang, input, step, echo) => {
    const out = draftGoals(input);
    expect(out).toMatch(step);
    expect(out).not.toMatch(echo);
  });

  it('keeps a stated goal about staying calm somewhere its own', () => {
    expect(draftGoals('I want to stay calm in meetings when my boss criticises me.')).not.toMatch(/breathing exercise/u);
  });
});
