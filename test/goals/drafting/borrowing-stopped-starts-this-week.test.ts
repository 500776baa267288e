/**
 * Issue 33 (round 63's probes): an aim to stop borrowing ("Přestanu si půjčovat do konce roku 2027", blind
 * reading 99's 22; "przestać pożyczać pieniądze od rodziny", "перестать брать кредиты и займы") had the
 * weekly-steps filler ("všechny potřebné kroky"), a family's evenings together (by "rodziny", "famiglia"), or
 * the debts' repayment plan. Stopping borrowing starts now: no new loan from this week, what the money runs
 * short for written down, a small reserve for it and each week without a loan ticked off (aims.json). A worry
 * over loans is none ("without").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const WRONG = /potřebné kroky|wieczory w tygodniu|tre sere|список всех долгов|limite semanal|fixed sum a month/u;

describe('borrowing stopped starts this week', () => {
  it.each([
    [
      'Přestanu si půjčovat do konce roku 2027.',
      /^Přestanu si půjčovat do konce roku 2027 – od tohoto týdne si nevezmu žádnou novou půjčku/u,
    ],
    [
      'Chcę przestać pożyczać pieniądze od rodziny do końca 2027 roku.',
      /^Przestanę pożyczać pieniądze od rodziny do końca 2027 roku – od tego tygodnia nie wezmę żadnej nowej pożyczki/u,
    ],
    [
      'Перестану брать кредиты и займы до конца 2027 года.',
      /^Перестану брать кредиты и займы до конца 2027 года — с этой недели не возьму ни одного нового займа/u,
    ],
    [
      'I want to stop borrowing money from my parents by the end of next year.',
      /^I will stop borrowing money from my parents by the end of next year, starting this very week, .*marking every Sunday a week with no new loan/u,
    ],
    [
      'Voglio smettere di chiedere prestiti alla mia famiglia.',
      /^Smetterò di chiedere prestiti alla mia famiglia .*segnando ogni domenica una settimana senza nuovi prestiti/u,
    ],
    [
      'Quero parar de pedir dinheiro emprestado aos meus pais.',
      /^Vou parar de pedir dinheiro emprestado aos meus pais .*uma semana sem nenhum empréstimo novo/u,
    ],
  ])('%s', (input, stopped) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toMatch(stopped);
    expect(answer).not.toMatch(WRONG);
  });

  it('a worry over loans is no borrowing stopped', () => {
    expect(draftGoals('I want to stop worrying about my loans.', NOW)).not.toMatch(/no new loan/u);
  });
});
