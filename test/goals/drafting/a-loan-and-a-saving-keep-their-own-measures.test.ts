/**
 * Issue 33 (round 54's probes): two money aims told together each keep their own sum and measure. A saving
 * told after a loan ("pagar mi préstamo … y ahorrar 200 euros al mes") lent its sum to the loan, which was
 * paced at the saving's 200 euros a month; told as a rate ("e poupar 150 euros por mês", ", et commencer à
 * mettre de côté 100 euros par mois") it was read as the loan's own plan and dropped as a goal. A sum right
 * after a saving verb is the saving's, never the debt's beside it, and a saving is the plan of no aim but a
 * saving ("найти новую работу до весны, а также откладывать 10 тысяч в месяц" was "буду следовать своему плану"). A loan
 * paid off with no sum of its own ("rembourser mon prêt", "pay off my loan", "spłacić pożyczkę", "закрыть
 * ипотеку") is repaid by a fixed sum a month, not put aside on a savings account: the loan situation is
 * cued by the repaying verb and its object as the goal says them, without "I want".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a saving beside a loan keeps its own sum and stays a goal', () => {
  it.each([
    [
      'Quiero pagar mi préstamo del coche antes de diciembre de 2027 y ahorrar 200 euros al mes.',
      'Voy a pagar mi préstamo del coche antes de diciembre de 2027, anotando',
      'Voy a ahorrar 200 euros al mes en los próximos doce meses',
      'pagando 200 euros cada mes',
    ],
    [
      'Quero pagar o meu empréstimo até ao fim de 2027 e poupar 150 euros por mês.',
      'Vou pagar o meu empréstimo até ao fim de 2027, listando',
      'Vou poupar 150 euros por mês',
      'seguindo o meu plano',
    ],
    [
      "Je veux rembourser mon prêt étudiant d'ici juin 2027, et commencer à mettre de côté 100 euros par mois.",
      "Je vais rembourser mon prêt étudiant d'ici juin 2027, en listant",
      'Je vais commencer à mettre de côté 100 euros par mois au cours des douze prochains mois',
      'en remboursant 100 euros',
    ],
    [
      'Chcę spłacić kredyt na samochód do końca 2027 i odkładać 500 zł miesięcznie.',
      'Spłacę kredyt na samochód do końca 2027 – w ciągu dwóch tygodni spiszę',
      'odkładać 500 zł miesięcznie',
      'będę spłacać 500 zł',
    ],
    [
      'Chcem splatiť pôžičku do konca roka 2027 a odkladať si 100 eur mesačne.',
      'Splatím pôžičku do konca roka 2027 – do dvoch týždňov',
      'odkladať si 100 eur mesačne',
      'splatím 100 eur',
    ],
    [
      'Хочу найти новую работу до весны, а также откладывать 10 тысяч в месяц.',
      'Я найду новую работу до весны — каждый месяц',
      'Я буду откладывать 10 тысяч в месяц в течение трёх месяцев',
      'следовать своему плану',
    ],
  ])('%s', (input, loan, saving, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(loan);
    expect(out).toContain(saving);
    expect(out).not.toContain(gone);
  });
});

describe('a loan paid off is repaid, not saved for', () => {
  it.each([
    [
      'I want to pay off my loan by June 2027.',
      'I will pay off my loan by June 2027, listing',
      'repaying a fixed amount every month',
      'setting aside',
    ],
    [
      "Je veux rembourser mon prêt étudiant d'ici juin 2027.",
      'Je vais rembourser mon prêt',
      'en remboursant chaque mois un montant fixe',
      "compte d'épargne",
    ],
    ['Quero pagar o meu empréstimo até ao fim de 2027.', 'Vou pagar o meu empréstimo', 'pagando todos os meses um valor fixo', 'guardando'],
    ['Chcę spłacić pożyczkę do końca 2027.', 'Spłacę pożyczkę do końca 2027', 'będę spłacać stałą kwotę', 'odkładać'],
    [
      'Хочу закрыть ипотеку досрочно, осталось 600 тысяч рублей.',
      'Я закрою ипотеку досрочно',
      'каждый месяц буду выплачивать фиксированную сумму',
      'выпишу все нужные шаги',
    ],
  ])('%s', (input, start, measure, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(start);
    expect(out).toContain(measure);
    expect(out).not.toContain(gone);
  });
});
