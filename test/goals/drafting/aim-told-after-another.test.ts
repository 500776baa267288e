/**
 * Issue 33 (blind reading 19's 25, stated18): an aim told after another ("quitar o cartão até março e
 * depois começar uma reserva", "économiser 2 400 € d'ici l'été, puis commencer le japonais") was given
 * the other's deadline ("Até março vou começar uma reserva"), which contradicts the mentee's order. It
 * now starts when the other is done: an aim that starts something from the month after that deadline
 * ("A partir de março", "À partir de juillet", "od marca"), any other its topic's months counted from it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));
const second = (out: string): string => out.split('\n').find((l) => l.startsWith('2. ')) ?? '';

describe('an aim that starts after another starts from the month after its deadline', () => {
  it.each([
    [
      'Quero quitar o cartão de crédito (R$ 8.400) até março e depois começar uma reserva de emergência de seis meses de gastos.',
      /^2\. A partir de março vou começar uma reserva/u,
      /até março/iu,
    ],
    [
      "Je veux économiser 2 400 € d'ici l'été pour un voyage au Japon, puis commencer à apprendre le japonais.",
      /^2\. À partir de juillet, je vais commencer/u,
      /d'ici/iu,
    ],
    ['Chcę do marca spłacić kartę i potem zacząć oszczędzać.', /^2\. Zacznę oszczędzać od marca/u, /do marca/u],
    ['I want to pay off my £2,000 overdraft by April and then start saving £200 a month.', /from April/u, /by April/u],
  ])('%s', (input, start, shared) => {
    const goal = second(draftGoals(input, NOV_26));
    expect(goal).toMatch(start);
    expect(goal).not.toMatch(shared);
  });
});

describe('any other aim told after takes its months from that deadline on', () => {
  it.each([
    [
      'Quero juntar R$ 6.000 até julho para a viagem e depois trocar de carro.',
      /^2\. Nos próximos 11 meses vou trocar de carro/u,
      /até julho/iu,
    ],
    [
      'Quiero terminar el máster antes de junio y después buscar trabajo en Madrid.',
      /^2\. En los próximos 13 meses voy a buscar/u,
      /junio/u,
    ],
    ['Voglio finire la tesi entro febbraio e poi cercare lavoro.', /^2\. Entro i prossimi 10 mesi cercherò lavoro/u, /febbraio/u],
  ])('%s', (input, own, shared) => {
    const goal = second(draftGoals(input, NOV_26));
    expect(goal).toMatch(own);
    expect(goal).not.toMatch(shared);
  });
});

describe('aims told side by side still share the deadline', () => {
  it.each([
    ['Quero juntar R$ 6.000 até julho e trocar de carro.', /Até julho vou trocar de carro/u],
    ['Voglio finire la tesi entro febbraio e cercare lavoro.', /Entro febbraio cercherò lavoro/u],
  ])('%s', (input, shared) => {
    expect(second(draftGoals(input, NOV_26))).toMatch(shared);
  });
});
