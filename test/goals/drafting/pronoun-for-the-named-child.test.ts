/**
 * Issue 33, second hunt for breaks (lang15b): a goal quoting the mentee's "be there for her" must name
 * the child the story names, because the goal stands alone and its "elle", "ella", "sie", "niej" point at nobody.
 * Slavic verbs move when conjugated ("być dla niej bardziej" → "Będę dla … bardziej"), so the word after
 * the pronoun tells it was the mentee's too.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a pronoun for the child the story names', () => {
  it.each([
    ['Ma fille Chloé a 16 ans, je travaille tard et je voudrais être plus disponible pour elle.', /pour ma fille/u, /pour elle/u],
    ['Mi hija Lucía está en segundo de bachillerato y quiero estar más disponible para ella.', /para mi hija/u, /para ella/u],
    [
      'Meine Tochter Mia schreibt im Mai ihre Abschlussprüfungen und ich möchte öfter für sie da sein.',
      /für meine Tochter da/u,
      /für sie da/u,
    ],
    ['Mój syn Kuba zaczął liceum we wrześniu i chciałbym mieć dla niego więcej czasu.', /dla syna/u, /dla niego/u],
    ['A minha filha Inês vai fazer exames em junho e quero estar mais presente para ela.', /para a minha filha/u, /para ela/u],
  ])('%s', (input, named, pointer) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(named);
    expect(output).not.toMatch(pointer);
  });

  it('a pronoun for someone else than a child the story names is left as the mentee wrote it', () => {
    const output = draftGoals('Ma mère vit seule depuis un an et je voudrais être plus présente pour elle.', NOW);
    expect(output).not.toMatch(/ma fille/u);
  });
});

describe('a wish that "we" do something is no object to get', () => {
  it.each([
    ['Chtěla bych, abychom si s manželem dělili domácí práce napůl.', /Získám abychom|abychom si s manželem dělili/u],
    ['Chciałbym, żebyśmy z żoną częściej rozmawiali o pieniądzach.', /Zdobędę żebyśmy|żebyśmy z żoną/u],
    ['Chtěl bych, abyste mi s bratrem pomohli se stěhováním do března.', /Získám abyste|abyste mi/u],
    ['Chciałabym, żebyście z mężem przestali się kłócić przy dzieciach.', /Zdobędę żebyście|żebyście z mężem/u],
  ])('%s', (input, pasted) => {
    const output = draftGoals(input, NOW);
    expect(output).not.toMatch(pasted);
    expect(output).not.toBe('No response.');
  });
});
