/**
 * Issue 33 (blind reading 29's 3): past its second gerund a French goal goes on "Je vais aussi …" in
 * infinitives; a gerund after "puis" stayed one ("… rassembler les documents, puis en déposant la demande
 * et suivre son état", "rédiger puis en envoyant"), a grammar break. It is an infinitive too.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a gerund after "puis" is an infinitive', () => {
  it.each([
    [
      'Mon titre de séjour expire en juin 2027 et je dois demander un visa de travail. En plus je cherche un emploi dans mon domaine, la logistique.',
      'puis déposer la demande et suivre son état',
    ],
    [
      'Je vis à Bruxelles depuis un an et mon permis de travail expire bientôt. Je connais presque personne ici et je travaille dans un restaurant alors que je suis ingénieure.',
      'puis déposer la demande et suivre son état',
    ],
    [
      "Je suis au chômage partiel depuis octobre et je ne sais pas si mon poste va rester. Je maîtrise mal l'ordinateur.",
      'Je vais aussi rédiger puis envoyer sans aide',
    ],
  ])('%s', async (input, step) => {
    const output = await draft(input);
    expect(output).toContain(step);
    expect(output).not.toMatch(/Je vais aussi [^.]*puis en \p{L}+ant/u);
  });
});
