/**
 * Issue 33 (blind reading 51's 22): the period of an abbreviated licence class ("kat. B", "sk. B", "Kl. B") was read
 * as a sentence end, so the goal kept a dangling "kat" and lost the class and the person's own date ("Zdam egzamin na
 * prawo jazdy kat w ciągu sześciu miesięcy"). Before its one capital letter it ends no sentence.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an abbreviated licence class ends no sentence', () => {
  it.each([
    ['Chcę zdać egzamin na prawo jazdy kat. B przed wakacjami.', 'Zdam egzamin na prawo jazdy kat. B przed wakacjami', /kat w ciągu/u],
    ['Chcę zrobić prawo jazdy kat. C do końca roku.', 'Zrobię prawo jazdy kat. C do końca roku', /kat w ciągu/u],
    ['Chci si udělat řidičák sk. B do léta.', 'řidičák sk. B do léta', /sk během/u],
    ['Ich will den Führerschein Kl. B bis Mai machen.', 'den Führerschein Kl. B bis Mai machen', /Ziel: den Führerschein Kl;/u],
  ])('%s', (text, goal, broken) => {
    const answer = draftGoals(text, NOV_26);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(broken);
  });
});
