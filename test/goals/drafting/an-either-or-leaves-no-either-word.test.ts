/**
 * Issue 33 (round 47, a helper's own narratives): "either a raise by March or another job" is two aims, each a goal
 * of its own; the "or" went with the split, but the "either" stayed in the first goal ("Ich werde entweder bis März
 * 10% mehr bekommen", "Dostanę albo 15% więcej do marca", "Я сменю либо работу"), a word that now points at nothing.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an either-or split into two goals leaves no "either" behind', () => {
  it.each([
    [
      'Ich verdiene 3200 netto, seit 2023 keine Erhöhung. Ich will entweder bis März 10% mehr bekommen oder den Job wechseln.',
      'Ich werde bis März 10% mehr bekommen;',
      /entweder/u,
    ],
    [
      'Zarabiam 6500 brutto jako grafik od 5 lat. Chcę albo dostać 15% więcej do marca albo zmienić pracę.',
      'Dostanę 15% więcej do marca',
      /Dostanę albo/u,
    ],
    [
      'Beru 40 tisíc, od 2023 žádné zvýšení. Chci buď dostat o 10 % víc do března, nebo změnit práci.',
      'Dostanu o 10 % víc do března',
      /buď/u,
    ],
    [
      'Zarábam 1500 eur, od 2023 žiadne zvýšenie. Chcem buď dostať o 10 % viac do marca, alebo zmeniť prácu.',
      'Dostanem o 10 % viac do marca',
      /buď/u,
    ],
    [
      'Gano 1800 al mes y no me suben el sueldo desde 2023. Quiero o conseguir un 10% más antes de marzo o cambiar de trabajo.',
      'Voy a conseguir un 10% más antes de marzo',
      /Voy a o /u,
    ],
    [
      'Guadagno 1500 al mese, nessun aumento dal 2023. Voglio o ottenere il 10% in più entro marzo o cambiare lavoro.',
      'Otterrò il 10% in più entro marzo',
      /è o ottenere/u,
    ],
    [
      'Ganho 2500 por mês, sem aumento desde 2023. Quero ou conseguir 10% a mais até março ou mudar de emprego.',
      'Vou conseguir 10% a mais até março',
      /Vou ou /u,
    ],
    [
      'Отримую 25 тисяч, з 2023 без підвищення. Хочу або отримати на 10% більше до березня, або змінити роботу.',
      'Я отримаю на 10% більше до березня',
      /отримаю або/u,
    ],
    [
      'Получаю 90 тысяч, с 2023 без повышения. Хочу либо получить на 10% больше к марту, либо сменить работу.',
      'Я сменю работу к марту',
      /либо/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(phrase);
    expect(goals).not.toMatch(broken);
  });
});
