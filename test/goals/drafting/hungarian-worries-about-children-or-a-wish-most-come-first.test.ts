/**
 * Issue 33 (blind readings 113-13 and 114-11): Hungarian stories said what weighs most in words hungarian.json's `stressed`
 * did not know ("Azt szeretném a legjobban, hogy …"), or named a matter no topic's stems knew ("alig látom a gyerekeimet",
 * "a lányom lemarad az iskolában"): the stressed matter came last or not at all. Those words are known now, and its
 * topic comes first.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('Hungarian worries about children or a wish told most come first', () => {
  it.each([
    [
      '35 éves vagyok, két gyerekem van. Egy gyárban dolgozom három műszakban. A férjem külföldön dolgozik. Legjobban az aggaszt, hogy alig látom a gyerekeimet, mert éjszakás vagyok. Szeretnék 500 ezer forintot félretenni jövő nyárig.',
      /^SMART céljaim:\n1\. A következő két hónapban több időt töltök a családommal/u,
    ],
    [
      'Egyedül nevelem a fiamat, 13 éves. Egy boltban dolgozom, és hétvégén takarítok. Az albérlet 150 ezer forint. Szeretnék 300 ezer forintot félretenni. Legjobban az aggaszt, hogy a fiam lemarad az iskolában, mert nincs időm vele tanulni.',
      /^SMART céljaim:\n1\. A következő három hónapban segítek a (?:gyerekemnek|fiamnak) javítani a jegyein/u,
    ],
    [
      '40 éves vagyok, egy szállodában takarítok Bécsben. A németem gyenge. Fáradt vagyok, keveset alszom. Azt szeretném a legjobban, hogy egy éven belül jobb állásom legyen.',
      /^SMART céljaim:\n1\. [^\n]*új munkahelyet találok/u,
    ],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });
});
