/**
 * Issue 33 (round 61's probes): a child's weak language told beside the child's school ("Донька вчиться
 * в польській школі, але польська ще слабка", blind reading 93's 28) was drafted as the mother's own
 * goal ("Я підвищу знання польської мови на один рівень …"). A child going to school named in the
 * sentence, or in the one before, makes the weak language the child's (the language situation's unless,
 * in each language: "донька вчиться", "syn chodzi do", "Tochter geht in", "my son goes to" …), answered
 * by the child's school goal; the mentee's own language aim, told as a want, keeps its goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe("a child's weak language at school is the child's", () => {
  it.each([
    [
      'Ми з донькою переїхали до Польщі у 2022. Донька вчиться в польській школі, але польська ще слабка, оцінки погані. Я працюю на складі по 10 годин.',
      /Я допоможу доньці краще вчитися/u,
      /Я підвищу знання польської/u,
    ],
    [
      'Mój syn chodzi do niemieckiej szkoły, ale jego niemiecki jest słaby. Ja pracuję w magazynie.',
      /^Pomogę synowi/u,
      /niemieck\S* (?:na|o) /u,
    ],
    [
      'My son goes to a local school but his English is still weak. I work 50 hours a week.',
      /help my son do better at school/u,
      /I will improve my English/u,
    ],
  ])('%s', (input, child, own) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(child);
    expect(out).not.toMatch(own);
  });

  it("the mentee's own language aim beside it stays", () => {
    const out = draftGoals(
      'Meine Tochter geht in die dritte Klasse, ihr Deutsch ist noch schwach. Ich möchte bis Juni mein Deutsch auf B2 bringen.',
      NOW,
    );
    expect(out).toMatch(/^Ich werde bis Juni mein Deutsch auf B2 bringen/u);
  });
});
