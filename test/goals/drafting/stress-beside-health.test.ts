/**
 * Issue 33, blind reading 11: stress at work told beside weight, blood pressure or smoking was
 * dropped — the stress situation stood only alone, as a feeling about the other concern. It is about
 * a money or work matter ("stressato per i debiti"), not about one's weight or blood pressure: beside
 * those it is a concern of its own, with its own goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const ENERGY =
  /recover my energy|Kräften kommen|obnovím svou energii|odzyskam energię|recuperar mi energía|восстановлю|retrouver de l'énergie|recuperare le energie|recuperar a minha energia/iu;
const REPAY = /ripagherò i miei debiti|pay off my debts|saldar mis deudas/iu;

describe('stress beside a health concern keeps its own goal', () => {
  it.each([
    ["I've put on 15 kilos in two years. My job is really stressful and I'm tense all the time.", /six of the 15 kilos/u],
    ['Ich habe zu hohen Blutdruck, 160 zu 100. Außerdem bin ich im Job total gestresst.', /Blutdruck/u],
    ['Mám 20 kil nadváhy a v práci jsem pořád ve stresu.', /6 z 20 kg/u],
    ['Estoy muy estresada por el trabajo y fumo un paquete al día.', /fumar/u],
    ['Fumo 15 cigarros por dia e ando muito stressada no trabalho.', /fumar/u],
  ])('%s', (input, health) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(health);
    expect(out).toMatch(ENERGY);
  });
});

describe('stress about a matter of its own is still answered by that matter', () => {
  it.each(['Sono stressato per i debiti, devo 8000 euro alla banca.', "I'm stressed about my debts, I owe 6,000 on two credit cards."])(
    '%s',
    (input) => {
      const out = draftGoals(input, NOW);
      expect(out).toMatch(REPAY);
      expect(out).not.toMatch(ENERGY);
    },
  );
});
