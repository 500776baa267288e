/**
 * Issue 33 (blind reading 58's 7): "Não conheço praticamente ninguém cá, os colegas são simpáticos ...
 * Passo os fins de semana sozinho no quarto" got a goal for a conflict with a colleague. The loneliness
 * was not recognised: a word between "não conheço" and "ninguém" broke the cue, and weekends spent alone
 * were no cue of it. The colleagues, told as nice, are no conflict once the loneliness is found.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a newcomer who knows almost nobody is lonely, not in conflict', () => {
  it.each([
    [
      'Mudei-me do Porto para Lisboa em setembro por causa de um emprego novo numa consultora. Não conheço praticamente ninguém cá, os colegas são simpáticos mas ao fim do dia vão todos para casa. Passo os fins de semana sozinho no quarto e começo a pensar se fiz bem em vir.',
      'Vou conhecer pessoas novas e criar um círculo de amigos perto de mim',
      /pessoa com quem tenho mais dificuldades/u,
    ],
    [
      'Me mudé a Valencia en verano. No conozco prácticamente a nadie y paso los fines de semana sola en el piso.',
      'Voy a conocer gente nueva y crear un círculo de amigos cerca de mí',
      /trabajar en mi objetivo/u,
    ],
    [
      'Przeprowadziłam się do Gdańska. Nikogo tu jeszcze nie znam, a weekendy spędzam sama.',
      'Poznam nowych ludzi i zbuduję w okolicy krąg przyjaciół',
      /trzy rzeczy/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(phrase);
    expect(answer).not.toMatch(broken);
  });
});
