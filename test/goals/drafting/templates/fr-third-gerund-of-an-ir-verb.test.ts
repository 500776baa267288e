/**
 * Issue 33 (round 51, filler51's report): a French goal keeps two gerund clauses and says the third as "Je vais aussi
 * …" with its infinitive (gerunds.json). "en ouvrant" had no pair and fell to the "-er" rule: "Je vais aussi ouvrer
 * un compte". The "-ir" verbs in "-vrant", "-frant" and "-eillant" (ouvrir, couvrir, découvrir, offrir, souffrir,
 * accueillir) have their pairs.
 */
import { describe, expect, it } from 'vitest';
import { twoGerunds } from '../../../../src/goals/drafting/templates/fr.js';

describe('a third French gerund of an -ir verb becomes its infinitive', () => {
  it.each([
    ['en ouvrant un compte professionnel', 'Je vais aussi ouvrir un compte professionnel.'],
    ['en découvrant un nouveau métier', 'Je vais aussi découvrir un nouveau métier.'],
    ['en offrant un premier service gratuit', 'Je vais aussi offrir un premier service gratuit.'],
    ['en accueillant mes premiers clients', 'Je vais aussi accueillir mes premiers clients.'],
  ])('%s', (third, says) => {
    const out = twoGerunds(`Je vais ouvrir ma boutique en mars, en cherchant un local, en faisant les démarches et ${third}.`);
    expect(out).toContain(says);
    expect(out).not.toMatch(/ouvrer|offrer|accueiller|découvrer/u);
  });
});
