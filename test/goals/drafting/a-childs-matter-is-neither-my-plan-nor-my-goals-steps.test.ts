/**
 * Issue 33 (narr34's round of 28 November): a parent's own goal with no topic ("passare alla formazione
 * aziendale", "move into corporate training") took the steps of a child's matter told in another sentence
 * (screen-time rules), and a sentence telling that matter ("Mia figlia … passa sei ore al giorno sul
 * telefono e non so cosa fare") was pasted as the parent's plan ("seguendo il mio piano: mia figlia …").
 * The child's matter is a goal of its own.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-28T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe("a child's matter is neither my plan nor my goal's steps", () => {
  it('a goal with no topic keeps steps of its own', async () => {
    const output = await draft(
      "Vorrei passare alla formazione aziendale entro due anni. Ho 25.000 € di mutuo e voglio ridurlo di 5.000 € l'anno prossimo. Mia figlia di 15 anni passa sei ore al giorno sul telefono.",
    );
    expect(output).toMatch(/^1\. Passerò alla formazione aziendale entro due anni, (?!scrivendo insieme)/mu);
    expect(output).toMatch(/Concorderò con mia figlia delle regole per gli schermi/u);
  });

  it("a sentence telling the child's matter is no plan (it)", async () => {
    const output = await draft(
      "Ho 48 anni, faccio l'impiegato in comune. Vorrei passare alla formazione aziendale entro due anni. Ho 25.000 € di mutuo e voglio ridurlo di 5.000 € l'anno prossimo. Mia figlia di 15 anni passa sei ore al giorno sul telefono e non so cosa fare.",
    );
    expect(output).not.toMatch(/il mio piano: mia figlia/u);
    expect(output).toMatch(/Concorderò con mia figlia delle regole per gli schermi/u);
  });
});
