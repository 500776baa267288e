/**
 * Issue 33, blind reading 16: "a mi tutor" for a thesis whose "tutora" the story names, "ao meu médico"
 * for "a médica". A supervisor or doctor the story tells as a woman is one in our wording too
 * (gate.json feminineTold), and one told as a man, or not told, keeps ours.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a woman supervisor or doctor the story names stays one', () => {
  it.each([
    ['Estou no mestrado e tenho de entregar a dissertação em julho. A minha orientadora quer um capítulo por mês.', /à minha orientadora/u],
    [
      'Sou enfermeira e faço plantão noturno. Minha pressão já deu 14 por 9 e a médica pediu para eu voltar em três meses.',
      /à minha médica/u,
    ],
    ['Devo consegnare la tesi a marzo e la mia relatrice non risponde alle mail. Ho scritto solo 10 pagine.', /alla mia relatrice per/u],
    ['Muszę oddać pracę magisterską w czerwcu, a promotorka odpisuje raz na miesiąc. Mam napisane 20 stron.', /wysyłać go promotorce/u],
  ])('%s', (input, hers) => {
    expect(draftGoals(input, NOW)).toMatch(hers);
  });

  it.each([
    ['Estou no mestrado e tenho de entregar a dissertação em julho. O meu orientador quer um capítulo por mês.', /ao meu orientador/u],
    ['Muszę oddać pracę magisterską w czerwcu. Mam napisane 20 stron.', /promotorowi/u],
  ])('a man, or no one told, keeps our wording: %s', (input, ours) => {
    expect(draftGoals(input, NOW)).toMatch(ours);
  });
});
