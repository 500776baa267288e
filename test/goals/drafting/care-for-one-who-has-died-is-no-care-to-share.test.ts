/**
 * Issue 33 (blind reading 105's 4): "ich habe die letzten vier Jahre meine Mutter gepflegt, sie hatte Demenz und ist
 * im Januar gestorben" got, first of all, "die Pflege meiner Mutter auf mehrere Schultern verteilen": care to share
 * for a mother who had died. Care told together with the death that ended it ("gepflegt … ist … gestorben", "until
 * she died", "do jej śmierci") is among caregiving's `unless`; the grief's goal stays. Care for one parent beside
 * the death of the other, told in the sentence before, still has its goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('care for one who has died is no care to share', () => {
  it.each([
    'Ich habe die letzten vier Jahre meine Mutter gepflegt, sie hatte Demenz und ist im Januar gestorben. Jetzt suche ich wieder Arbeit.',
    'I looked after my dad for five years until he died in March. Now I feel lost.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/Trauer|grief/u);
    expect(out).not.toMatch(/auf mehrere Schultern|share the care/u);
  });

  it('keeps the care of the living parent', () => {
    expect(draftGoals('Moje mama zmarła w zeszłym roku. Od tego czasu opiekuję się tatą z demencją.', NOW)).toMatch(
      /Podzielę się opieką nad tatą/u,
    );
  });
});
