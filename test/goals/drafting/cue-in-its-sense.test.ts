/**
 * Issue 33, blind reading 11: a cue word read out of its sense picked a neighbouring template. A
 * French PhD in "sociologie" was read as a business partner ("socio") and got a conflict talk; an
 * accountant's "accounting firm" got "learn the basics of accounting". A PhD thesis is a thesis.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

describe('a cue word counts in its own sense', () => {
  it.each([
    [
      'fr',
      "Je suis en troisième année de thèse en sociologie et je n'ai écrit que deux chapitres sur cinq.",
      /terminer mon mémoire|thèse/u,
    ],
    ['en', "I'm in the third year of my PhD and I've only written two chapters out of five.", /finish my thesis/u],
    ['es', 'Estoy con mi tesis doctoral y solo tengo dos capítulos de cinco.', /tesis/u],
  ])('%s: a thesis told as a PhD is the thesis: %s', (_lang, input, thesis) => {
    const out = draftGoals(input);
    expect(out).toMatch(thesis);
    expect(out).not.toMatch(/conflit|conflict|conflicto/u);
  });

  it.each([
    ['en', "I'm back at work three days a week (accounting firm) and I sleep five hours a night since the baby came."],
    ['de', 'Ich arbeite als Buchhalterin in einer Kanzlei und schlafe seit der Geburt nur fünf Stunden pro Nacht.'],
    ['es', 'Trabajo como contable en un despacho y desde que nació el bebé duermo cinco horas.'],
  ])('%s: where one works is no skill to learn: %s', (_lang, input) => {
    const out = draftGoals(input);
    expect(out).not.toMatch(/basics of accounting|Grundlagen der Buchhaltung|conceptos básicos de contabilidad|contabilidad básica/u);
    expect(out).toMatch(/sleep|schlaf|dorm/iu);
  });

  it('keeps the accounting skill when it is the thing to learn', () => {
    expect(draftGoals("I'm weak at accounting and I keep getting the numbers wrong in my own business.")).toMatch(/accounting/u);
  });
});
