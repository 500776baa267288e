/**
 * Issue 33 (blind readings 62's 3, 63's 3): savings paced to a date months away took up to half the net pay a month
 * ("770 € on 1,900 € net"), and a net pay told after "il y a deux ans" in the sentence before was read as a year's, so
 * a debt took a twelfth of its sum whatever the pay. A saving over more than a few months keeps to a third of the pay
 * and says when that reaches the sum (income.json whySaved); a year word counts only in the pay's own sentence.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { expectLinear, fill, TIMEOUT_MS } from '../../support/linear-time.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a saving by a far date keeps to a third of the pay, read in its own sentence', () => {
  it.each([
    [
      'Ich will bis Ende nächsten Jahres 10.000 € sparen. Ich verdiene 1.900 € netto im Monat.',
      'lege ich jeden Monat 630 € zurück',
      /770 €/u,
    ],
    ['Хочу накопить 200 000 рублей к лету. Зарабатываю 60 000 рублей в месяц.', 'каждый месяц буду откладывать 20 000 рублей', /28 600/u],
    [
      "J'ai accumulé environ 7 400 € de dettes sur deux cartes de crédit depuis mon divorce il y a deux ans. Je gagne 1 850 € net par mois.",
      'en remboursant chaque mois 460 €',
      /620 €/u,
    ],
    ['Tenho 7.000 euros de dívidas há dois anos. Ganho 1.200 euros líquidos por mês.', 'pagando todos os meses 300 euros', /590 euros/u],
  ])('%s', (text, phrase, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(phrase);
    expect(answer).not.toMatch(broken);
  });

  // Every amount is a possible pay whose own sentence is read: a text of thousands of amounts costs ten times as much at
  // ten times the size (the pay's sentence is looked for in the 14 characters before each amount, not back to the start).
  it(
    'stays linear on a long text of amounts without a full stop',
    async () => {
      await expectLinear((n) => draftGoals(`I want to save 5,000 € by next December. ${fill('I earn 100 € and ', n)}`, NOV_25));
    },
    TIMEOUT_MS,
  );
});
