/**
 * Issue 33 (round 63's probes): a French goal says its third gerund clause as "Je vais aussi …" with its infinitive
 * (gerunds.json), but a gerund told with its object pronoun ("et en le revoyant ensemble") was not read as one:
 * blind reading 98's 8 read "Je vais aussi supprimer au moins deux dépenses d'ici un mois et en le revoyant
 * ensemble", a gerund left after the infinitive. The pronoun ("le", "la", "les", "l'", "lui", "leur") goes with its
 * gerund, as "me" and "se" do: "et le revoir ensemble".
 */
import { describe, expect, it } from 'vitest';
import { twoGerunds } from '../../../../src/goals/drafting/templates/fr.js';
import { draftGoals } from '../../../../src/goals/offline.js';

describe('a French gerund keeps its pronoun', () => {
  it.each([
    ['et en le revoyant ensemble le 1er de chaque mois', 'et le revoir ensemble le 1er de chaque mois.'],
    ["et en l'envoyant à trois agences", "et l'envoyer à trois agences."],
    ['et en leur demandant un retour', 'et leur demander un retour.'],
  ])('%s', (last, says) => {
    const out = twoGerunds(`Je vais tenir mon budget, en notant mes charges, en fixant un plafond, en supprimant deux dépenses ${last}.`);
    expect(out).toContain(`Je vais aussi supprimer deux dépenses ${says}`);
    expect(out).not.toMatch(/Je vais aussi .* en (?:le|l'|leur) \p{L}+ant/u);
  });

  it('in a goal drafted from a story', () => {
    const out = draftGoals(
      "Je suis comptable et j'aimerais me reconvertir dans l'enseignement. Le concours est en avril. Financièrement on peut tenir un an avec un seul salaire si je réussis.",
      new Date(Date.UTC(2026, 10, 25, 10)),
    );
    expect(out).toMatch(/Je vais aussi supprimer au moins deux dépenses d'ici un mois et le revoir ensemble/u);
    expect(out).not.toMatch(/et en le revoyant/u);
  });
});
