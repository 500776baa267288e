/**
 * Issue 33 (breaks of blind reading 12): measure wordings a reader marked as ungrammatical or as
 * pointing at nothing — Czech "sepíšu tři body, které chci říct, a čeho chci dosáhnout" (a noun and
 * an indirect question joined), French "à cette date" (no date named in the clause), Russian "пробный день рядом с одним из них" (a calque), French "voir
 * quelqu'un une fois par semaine" (which reads as seeing a therapist or dating).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('measure wordings read as a native speaker writes them', () => {
  it('Czech: the outcome of a hard talk is a noun like its three points', () => {
    const goals = draftGoals('Bojím se říct šéfovi, že chci odejít. Potřebuju s ním mít ten rozhovor.', NOV_26);
    expect(goals).toMatch(/tři body, které chci říct, a výsledek, kterého chci dosáhnout/u);
  });

  // Blind reading 13 still read "(soit … d'ici là, et …)" as a pointer and a second deadline in the
  // goal's sentence: when a third of the income reaches the sum is now a sentence of its own, and what it makes by
  // the person's date is said of that date (blind reading 65), not of a pointer: as the goal's own sum (round 47).
  it('French: when a third of the income reaches the sum is a sentence of its own', () => {
    const goals = draftGoals("Je veux économiser 2 000 € d'ici fin février. Je gagne 900 € par mois.", NOV_26);
    expect(goals).toMatch(
      /^Je vais économiser 900 € d'ici fin février, .* ; à ce rythme, j'atteindrai la totalité des 2 000 € dans les 7 prochains mois\.$/mu,
    );
    expect(goals).not.toMatch(/à cette date|d'ici là/u);
  });

  it('Russian: a trial day is spent at the work of someone in the field', () => {
    const goals = draftGoals('Хочу сменить профессию и стать UX-дизайнером.', NOV_26);
    expect(goals).toMatch(/пробный день на работе у одного из них/u);
  });

  it('French: the weekly meeting of a lonely newcomer is with a friend or a new acquaintance', () => {
    const goals = draftGoals("Je viens d'arriver à Lille et je ne connais personne, je me sens très seule le soir.", NOV_26);
    expect(goals).toMatch(/un ami ou une nouvelle connaissance au moins une fois par semaine/u);
    expect(goals).not.toMatch(/voir quelqu'un|voyant quelqu'un/u);
  });
});
