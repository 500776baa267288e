/**
 * Issue 33 (blind readings 57's 11, 59's 11, 61's 11): "zurzeit A2, ich brauche B2" was answered "move up one
 * level", which reaches B1 and leaves the level the person needs unsaid. The level told as needed is the goal
 * ("reach level B2"), with mock exams at that level and a horizon of about six months a level from the one they have.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a language level told as needed is the goal, not one level up', () => {
  it.each([
    [
      'Mein Englisch ist auf A2, für den neuen Job brauche ich B2.',
      'Innerhalb von 12 Monaten werde ich mein Englisch auf das Niveau B2 bringen',
    ],
    ["J'ai un niveau A2 en anglais et il me faut le B2 pour mon master en septembre.", 'atteindre le niveau B2 en anglais'],
    [
      'Mój niemiecki jest na poziomie A2, a do pracy w Monachium potrzebuję B2.',
      'Osiągnę poziom B2 znajomości języka niemieckiego w ciągu 12 miesięcy',
    ],
    ['Moje angličtina je na úrovni A2 a pro novou práci potřebuji B2.', 'Dosáhnu v angličtině úrovně B2 během 12 měsíců'],
    ['Моя англійська на рівні A2, а для роботи мені потрібен B2.', 'Я досягну рівня B2 у знанні англійської мови протягом 12 місяців'],
    [
      'Щоб працювати за фахом, мені потрібна німецька на рівні B2, а зараз у мене ледве A2.',
      'Я досягну рівня B2 у знанні німецької мови протягом 12 місяців',
    ],
  ])('%s', (text, goal) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(/eine Niveaustufe|d'un niveau|o jeden poziom|o úroveň výš|на один рівень/u);
  });
});
