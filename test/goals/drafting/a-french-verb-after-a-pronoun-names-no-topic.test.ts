/**
 * Issue 33 (breaker round 27): the topic reader splits elided words so that "l'espagnol" is also "espagnol"; it did
 * so after a pronoun too, and the "ai" of "j'ai" read as artificial intelligence: "Je veux rejouer au foot, j'ai
 * arrêté il y a 5 ans" was measured by study hours and modules. A verb after a pronoun ("j'ai", "m'inscrire",
 * "c'est") names no topic.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a French verb after a pronoun names no topic', () => {
  it.each([
    [
      "Je veux rejouer au foot, j'ai arrêté il y a 5 ans à cause d'une blessure au genou.",
      'en consultant un médecin ou un kinésithérapeute',
    ],
    ["Je veux rejouer au tennis, j'ai arrêté il y a 2 ans.", 'Je vais rejouer au tennis'],
  ])('%s', (text, kept) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(/en étudiant|module/u);
  });

  it('still reads an elided article before a noun', () => {
    expect(draftGoals("Je veux apprendre l'espagnol.", NOV_25)).not.toMatch(/étapes nécessaires/u);
  });
});
