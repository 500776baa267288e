/**
 * Issue 33 (blind reading 61's 3): a hope that only points back at the concern ("Je voudrais m'en sortir avant
 * fin 2026 sans demander d'aide à ma famille", "Vorrei farcela da sola", "Chci se z toho dostat") was pasted as
 * the goal ("Je vais m'en sortir … sans demander d'aide à ma famille", "Otterrò farcela da sola") with a measure
 * of another topic. It names nothing of its own: the concern it points at (the debts) is the goal, with the
 * person's date where they gave one; a "without asking" told after it is the story, not the aim.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a hope to get out of it is the goal of the concern it points at', () => {
  it.each([
    [
      "J'ai accumulé environ 8 500 € de dettes sur deux crédits à la consommation et une carte revolving. Je gagne 1 900 € net par mois. Je voudrais m'en sortir avant fin 2026 sans demander d'aide à ma famille.",
      'je vais rembourser mes dettes',
      /m'en sortir|temps ensemble/u,
    ],
    [
      "Je gagne 1 600 € net par mois et j'ai 5 000 € de dettes. J'aimerais m'en sortir d'ici l'été prochain sans aide.",
      "D'ici l'été, je vais rembourser mes dettes,",
      /m'en sortir/u,
    ],
    ['Vorrei farcela da sola. Ho 4.000 euro di debiti e guadagno 1.200 euro al mese.', 'ripagherò i miei debiti', /farcela/u],
    ['Quero sair dessa situação até ao fim do ano. Devo 6 000 euros e ganho 1 100 por mês.', 'vou pagar as minhas dívidas', /sair dessa/u],
    ['Chci se z toho dostat do léta. Mám dluhy 120 000 Kč a beru 28 000 Kč čistého.', 'Splatím své dluhy do léta', /Dostanu se z toho/u],
    ['Chcem sa z toho dostať do konca roka. Mám 8 000 € dlhov a zarábam 1 300 € v čistom.', 'Splatím svoje dlhy', /Dostanem sa z toho/u],
    [
      'Ich habe 9.000 € Schulden auf zwei Kreditkarten und verdiene 2.000 € netto. Ich will da bis Ende 2027 rauskommen, ohne meine Eltern zu fragen.',
      'Bis Ende 2027 werde ich meine Schulden abbezahlen;',
      /rauskommen/u,
    ],
  ])('%s', (input, concern, pasted) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(concern);
    expect(out).not.toMatch(pasted);
  });

  it("keeps the date the hope gives (blind reading 60's 3)", () => {
    const out = draftGoals(
      "J'ai accumulé environ 7 500 € de dettes sur deux crédits renouvelables et ma carte. Chaque mois je rembourse le minimum, environ 320 €, et j'ai l'impression que ça ne baisse jamais. Mon salaire est de 1 850 € net. Je voudrais m'en sortir avant mes 30 ans, en mars 2027.",
      NOV_25,
    );
    expect(out).toContain("D'ici mars 2027, je vais rembourser mes dettes,");
    expect(out).not.toMatch(/m'en sortir/u);
  });
});
