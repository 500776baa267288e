/**
 * Issue 33: "parar de usar o cheque especial" got a stock saving of 10 % of income, "stop using my
 * overdraft" a list of debts to repay. An overdraft or a credit card no longer used is paid from what
 * is in the account, with a weekly limit and the statement checked for new debt (aims.json); one with
 * a sum to pay off ("pay off my £900 overdraft and stop using it") stays a debt repaid by the month.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an overdraft no longer used', () => {
  it.each([
    [
      'Quero parar de usar o cheque especial até março e juntar R$ 3.000 de reserva até o fim do ano que vem.',
      /^1\. Vou parar de usar o cheque especial até março, pagando só com o dinheiro que já tenho na conta, .*nenhuma dívida nova\.$/mu,
      /10%|dívidas com/u,
    ],
    [
      'I want to stop using my overdraft by February and save £1,000 by summer.',
      /^1\. I will stop using my overdraft by February, paying only with money already in my account, .*for any new debt\.$/mu,
      /listing every debt/u,
    ],
    [
      'Quiero dejar de usar la tarjeta de crédito antes de marzo.',
      /^Voy a dejar de usar la tarjeta de crédito antes de marzo, pagando solo con el dinero que ya tengo en la cuenta, /u,
      /todas mis deudas/u,
    ],
    [
      'Chci do jara přestat používat kreditní kartu a kontokorent.',
      /^Přestanu používat kreditní kartu a kontokorent do jara – budu platit jen penězi, které už mám na účtu, /u,
      /všechny dluhy/u,
    ],
    [
      'Хочу до літа перестати користуватися кредиткою.',
      /^Я перестану користуватися кредиткою до літа — платитиму лише грошима, які вже маю на рахунку, /u,
      /10 %/u,
    ],
    [
      'Ich möchte ab Januar den Dispo nicht mehr nutzen.',
      /^Ich werde ab Januar den Dispo nicht mehr nutzen; dafür zahle ich nur mit Geld, das schon auf meinem Konto ist, /u,
      /alle Schulden/u,
    ],
  ])('%s', (input, kept, stock) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(stock);
  });

  it('repays an overdraft whose sum is told', () => {
    const out = draftGoals('I want to pay off my overdraft of £900 by February and stop using it completely after that.', NOV_26);
    expect(out).toMatch(/repaying £450 every month/u);
    expect(out).not.toMatch(/money already in my account/u);
  });
});
