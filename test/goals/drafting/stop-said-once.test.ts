/**
 * Issue 33, lang13b hunt: "Smetterò di più arrivare a fine mese senza soldi", "Vou deixar de continuar
 * a adiar": our Romance "I will stop" (read from "non voglio più", "não quero continuar a") met the
 * mentee's "anymore" or "go on" and said the stop twice, once ungrammatically. It is said once
 * (templates/negated.json, "stops").
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-26T10:00:00Z'));

describe('a Romance stop is said once', () => {
  it.each([
    [
      'it',
      'Non voglio più arrivare a fine mese senza soldi. Guadagno 1.450 euro al mese.',
      /^Smetterò di arrivare a fine mese senza soldi /u,
    ],
    ['it', 'Non voglio continuare a rimandare la visita dal dentista.', /^Smetterò di rimandare la visita dal dentista /u],
    ['pt', 'Não quero continuar a adiar a carta de condução.', /^Vou deixar de adiar a carta de condução /u],
    ['pt', 'Não quero continuar a gastar 200 € por mês em comida de fora.', /^Vou deixar de gastar 200 € por mês /u],
    ['fr', 'Je ne veux pas continuer à dépenser 300 € par mois en livraisons.', /^Je vais arrêter de dépenser 300 € par mois /u],
    ['fr', 'Je ne veux plus continuer à repousser mon bilan de santé.', /^Je vais arrêter de repousser mon bilan de santé /u],
  ])('%s: %s', async (_lang, input, start) => {
    const { output } = await generator.generate(input);
    expect(output).toMatch(start);
    expect(output).not.toMatch(/di più \p{L}+are|de continuar a|de continuer à|continuare a/u);
    expect(output).toMatch(/prossimi|próximos|prochains/u);
  });
});
