/**
 * Issue 33 (voice64; readers 101–103's leftover "Nie chcę być ciężarem" echoed): a fear of being a
 * burden to one's children was pasted back as the goal ("nauczę się nie być ciężarem", "Smetterò di
 * essere un peso", "я научусь не быть обузой") with the weekly-steps filler, or answered by a plan for
 * one's next step. The goal answers the fear with what the person can do: keep their independence in
 * everyday life (situations.json burden: the two hardest tasks written down, a way found to keep doing
 * each, strength and balance exercises); the fear opens no aim (gate.json notAnAimStarts, intents.json
 * forLife).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a fear of being a burden is answered, not echoed', () => {
  it.each([
    [
      "I don't want to be a burden to my kids. I'm 78, retired, my eyesight is getting worse.",
      /^I will keep my independence in everyday life/mu,
      /burden/u,
    ],
    [
      'Nie chcę być ciężarem dla moich dzieci. Mam 74 lata, jestem na emeryturze.',
      /Zachowam samodzielność na co dzień/u,
      /ciężarem|jasny plan/u,
    ],
    ['Не хочу быть обузой для дочери. Мне 71 год, я на пенсии.', /Я сохраню самостоятельность/u, /обузой|план следующего шага/u],
    ['Non voglio essere un peso per i miei figli. Ho 80 anni.', /Manterrò la mia autonomia/u, /un peso per/u],
    ['No quiero ser una carga para mis hijos. Estoy jubilada, tengo 73 años.', /Voy a mantener mi autonomía/u, /una carga|plan claro/u],
    [
      "Je ne veux pas être un fardeau pour ma fille. J'ai 76 ans, je suis à la retraite.",
      /Je vais garder mon autonomie/u,
      /fardeau|plan clair/u,
    ],
    [
      'Ich bin in Rente und möchte nicht meinen Kindern zur Last fallen.',
      /meine Selbstständigkeit im Alltag erhalten; dafür/u,
      /zur Last/u,
    ],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });
});
