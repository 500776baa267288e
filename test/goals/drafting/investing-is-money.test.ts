/**
 * Issue 33, blind reading 16's 18: "A taky bych chtěl konečně začít investovat, aspoň nějakou malou
 * částku měsíčně" got the stock steps ("sepíšu všechny potřebné kroky k tomuto cíli") a second time in
 * one answer: investing, in any of the eleven languages, is a money goal with a sum put aside a month.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('investing is a money goal', () => {
  it.each([
    ['Chtěl bych konečně začít investovat, aspoň nějakou malou částku měsíčně.', /každý měsíc odložím/u, /potřebné kroky/u],
    [
      'Ich möchte endlich anfangen zu investieren, wenigstens einen kleinen Betrag im Monat.',
      /jeden Monat einen festen Betrag/u,
      /nötigen Schritte/u,
    ],
    ['Quiero empezar a invertir un poco cada mes.', /apartando cada mes una cantidad fija/u, /pasos necesarios/u],
    ['Chcę w przyszłym roku zacząć inwestować.', /co miesiąc będę odkładać/u, /potrzebne kroki/u],
  ])('%s', (input, money, stock) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(money);
    expect(out).not.toMatch(stock);
  });
});
