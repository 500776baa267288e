/**
 * Issue 33 (found while testing blind reading 20's fix): "I need B2 in the English test" read the level
 * as a verb ("I will B2 in the English test"), and Portuguese "preciso do B2" kept the need's "do"
 * ("Vou conseguir do B2", "Vou conseguir do reconhecimento do diploma"). A level after "need" is a thing
 * to get, and the object after "preciso do/da" drops the preposition's "d".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a needed level is a thing to get', () => {
  it.each([
    ['I need B2 in the English test.', /I will get B2 in the English test/u],
    ['My registration is on hold because I need C1 in German and I failed it once.', /I will get C1 in German/u],
    ['Preciso do B2 de português para o meu diploma.', /Vou conseguir o B2 de português/u],
    ['Preciso da carta de condução até março.', /conseguir a carta de condução/u],
  ])('%s', (input, got) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(got);
    expect(out).not.toMatch(/I will [ABC][12]\b|conseguir d[oa] /u);
  });
});
