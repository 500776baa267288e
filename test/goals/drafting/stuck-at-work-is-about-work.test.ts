/**
 * Issue 33 (blind reading 98's 4): "i just want to stop feeling stuck at work" was answered with "the three
 * areas of my life where I feel most stuck": the person named work, and the step widened it to their whole
 * life; and "Czuję, że utknęłam w pracy" / "Cítím, že v práci přešlapuji" became "Moim celem jest czuję": a
 * feeling verb (czuję, cítím, cítim, відчуваю, чувствую) starts a sentence, like "myślę", never a goal
 * (intents.json sentenceWords). A stuck wish that says where (at work, im Job, au travail, w pracy …) gets the stuck family's step
 * about work (wishes.json "stuck-work"); a stuck wish that names no place keeps the areas of life.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('feeling stuck at work is a step about work', () => {
  it.each([
    [
      'i just want to stop feeling stuck at work',
      /^I will write down by the end of next week the three things at work where I feel most stuck/u,
    ],
    ['Ich fühle mich im Job festgefahren.', /^Ich werde bis Ende nächster Woche die drei Dinge in meiner Arbeit aufschreiben/u],
    ['Je me sens bloquée au travail.', /^Je vais noter .* les trois choses de mon travail/u],
    ['Czuję, że utknęłam w pracy.', /^Do końca przyszłego tygodnia spiszę trzy sprawy w pracy/u],
    ['Cítím, že v práci přešlapuji na místě.', /^Do konce příštího týdne si sepíšu tři věci v práci/u],
    ['Cítim, že v práci prešľapujem na mieste.', /^Do konca budúceho týždňa si spíšem tri veci v práci/u],
    ['Me siento estancada en el trabajo.', /las tres cosas de mi trabajo en las que más siento que no avanzo/u],
  ])('%s', (input, start) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(start);
    expect(out).not.toMatch(/my life|meines Lebens|de ma vie|obszary życia|de mi vida|oblasti života|celem jest|cílem je|cieľom je/u);
  });

  it('a stuck wish that names no place keeps the areas of life', () => {
    expect(draftGoals('I feel stuck.', NOV_25)).toMatch(/the three areas of my life where I feel most stuck/u);
  });

  it('a stuck wish typed without diacritics is still one (blind reading 102’s 19)', () => {
    const out = draftGoals('chcialabym w koncu cos zmienic w swoim zyciu, bo stoje w miejscu', NOV_25);
    expect(out).toMatch(/^Do końca przyszłego tygodnia spiszę trzy obszary życia/u);
    expect(out).not.toMatch(/w koncu cos/u);
  });
});
