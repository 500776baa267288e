/**
 * Issue 33: Slavic puts the clitic second and may leave the infinitive last ("Chci se s přítelkyní
 * do září přestěhovat do Brna"). Read from its first word, such a phrase had no verb and became a
 * noun under "Získám": "Získám se s přítelkyní do září přestěhovat do Brna". And a word spelled like
 * a verb typed without its accent ("byt", a flat, for "být") made "Chci do září nový byt" "Budu nový".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('an infinitive after the clitic and a preposition leads the goal', () => {
  it.each([
    ['cs', 'Chci se s přítelkyní do září přestěhovat do Brna.', /^Přestěhuji se s přítelkyní do září do Brna/u, 'Získám se'],
    ['cs', 'Chtěla bych se do léta naučit plavat.', /^Naučím se plavat do léta|^Do léta se naučím plavat/u, 'Získám se'],
    [
      'pl',
      'Chcę z żoną do końca roku spłacić kredyt na samochód.',
      /spłacić z żoną do końca roku kredyt na samochód|Spłacę z żoną/u,
      'Zdobędę z żoną',
    ],
    ['ru', 'Хочу с мужем до лета переехать в Казань.', /^Я перееду с мужем до лета в Казань/u, 'Я получу с мужем'],
  ])('%s: %s', (_lang, input, goal, broken) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toContain(broken);
  });
});

describe('a verb without its accent only in a text typed without accents', () => {
  it('"nový byt" is a flat, not "být"', () => {
    const out = draftGoals('Chci do září nový byt.', NOW);
    expect(out).not.toMatch(/^Budu nový/u);
    expect(out).toContain('nový byt do září');
  });

  it('"chci byt lepsi v praci", typed without accents, is still "být"', () => {
    expect(draftGoals('chci byt lepsi v praci', NOW)).toMatch(/^Budu lepsi v praci/u);
  });
});
