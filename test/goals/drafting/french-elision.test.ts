/**
 * Issue 33: "Je vais arrêter de être stressée" — our frame ("arrêter de", "que") met the mentee's
 * vowel without the elision French requires. Every French sentence elides "de", "que", "je", "ne"
 * before a vowel; the other Romance languages keep "de olvidar", "di andare".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-26T10:00:00Z'));
const UNELIDED = /(?<!\p{L})(?:de|que|je|ne) [aeiouyéèêâîôû]/iu;

describe('French elides before a vowel where our frame meets the mentee’s words', () => {
  it.each([
    ['Je voudrais ne plus être en retard le matin.', /arrêter d'être en retard/u],
    ['Je ne veux plus avoir honte de mon accent.', /arrêter d'avoir honte/u],
    ['Je ne veux plus oublier mes rendez-vous chez le médecin.', /arrêter d'oublier/u],
    ['Je ne veux plus écrire mes rapports la veille.', /arrêter d'écrire/u],
  ])('%s', async (input, elided) => {
    const { output } = await generator.generate(input);
    expect(output).toMatch(elided);
    expect(output).not.toMatch(UNELIDED);
    expect(output).toMatch(/prochains mois|d'ici/u);
  });

  it.each([
    ['es', 'No quiero olvidar mis citas con el médico.', /dejar de olvidar/u],
    ['pt', 'Não quero esquecer as minhas consultas no médico.', /deixar de esquecer/u],
  ])('%s keeps its own "de" before a vowel', async (_lang, input, kept) => {
    expect((await generator.generate(input)).output).toMatch(kept);
  });
});
