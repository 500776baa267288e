/**
 * Issue 33, blind reading 8: "Ho due figli piccoli e un mutuo" — a mortgage the mentee has, told in
 * passing — gave a teacher's career move the home-buying steps ("calcolando … quanto anticipo
 * serve"). A mortgage to get is a home to buy; one already had is no goal. And a goal with no topic
 * of its own takes a money situation's measure only when it names a figure.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const DEPOSIT = /anticipo serve|deposit is needed|la entrada|первоначальный взнос|akontace/u;

describe('a mortgage told in passing is no home to buy', () => {
  it.each([
    'Sono un insegnante di scuola media da 15 anni e non ne posso più. Vorrei passare alla formazione aziendale, ma non so da dove cominciare. Ho due figli piccoli e un mutuo.',
    'I have a mortgage and two kids. I want to move into project management next year.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(DEPOSIT);
  });
});

describe('a mortgage to get is', () => {
  it.each([
    'We want to get a mortgage next year, but our savings are small.',
    'Quiero pedir una hipoteca el año que viene.',
    'Хочу взять ипотеку в следующем году.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).toMatch(DEPOSIT);
  });
});
