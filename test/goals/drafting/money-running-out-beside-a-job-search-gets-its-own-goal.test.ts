/**
 * Issue 33 (blind readings 53 and 55, concerns dropped): "laid off … My savings are down to about $1,800 which covers rent
 * till end of next month" got one job goal: the money running out was dropped, or, read as money in general, the savings
 * the person still has were paced as a sum to save ("setting aside $35 every month"). Savings or benefits told with how
 * long they last, beside a job lost, are a goal of their own: making the money last (what it covers, costs paused,
 * support claimed), with steps dated by themselves; and when the person says that worries them most, it comes first.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('money running out beside a job search gets its own goal', () => {
  it.each([
    [
      "I got laid off from the warehouse in March and I've sent maybe 40 applications since then with 2 interviews. My savings are down to about $1,800 which covers rent till end of next month. I'm 52 and I feel like nobody wants to hire someone my age.",
      'I will make my money last until I have an income again, writing down within a week how many months',
    ],
    [
      'Fui despedido em agosto e já enviei 40 candidaturas. As minhas poupanças só dão até janeiro. Tenho 50 anos e sinto que ninguém me quer contratar.',
      'Vou fazer o meu dinheiro durar até voltar a ter rendimentos',
    ],
    [
      'V září mě propustili a poslal jsem už 30 žádostí. Úspory mi vystačí do ledna. Je mi 54 a mám pocit, že mě nikdo nechce.',
      'Rozložím si peníze tak, aby mi vystačily, než budu mít zase příjem',
    ],
  ])('%s', (text, runway) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(runway);
    expect(draft).toMatch(/job|emprego|práci/u);
    expect(draft).not.toMatch(/\$35|setting aside/u);
  });

  it('the money the person worries about most comes first', () => {
    const draft = draftGoals(
      "I lost my job at the print shop in October. I've applied to about 30 places and heard back from two. My savings will only cover rent until January. What worries me most is the money running out before I find something.",
      NOV_25,
    );
    expect(draft).toContain('1. I will make my money last');
    expect(draft).toContain('2. I will find a new job');
  });
});
