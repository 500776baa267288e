/**
 * Issue 33 (blind reading 28's 18; round 1 of stated29): a sum a month the mentee told beside the goal's
 * own sum ("3.600 € … also 900 € im Monat", "120 тысяч … откладывая 20 тысяч в месяц") was paced again
 * from the deadline (1.200 €, 17 200 рублей). Told after the goal's sum in the same aim, it is their
 * pace (pace.ts pacedMoney); a sum said in the goal's words is not said twice. Income told after it
 * ("je gagne 1 400 € par mois") or another aim joined ("and then start saving £200 a month") is no pace.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('their sum a month is kept', () => {
  it.each([
    [
      'Mein Ziel: bis Ende März 2027 meinen Dispo von 3.600 € komplett abbezahlen, also 900 € im Monat.',
      /^Bis Ende März 2027 werde ich .*; dafür zahle ich jeden Monat 900 € zurück/u,
      /1\.200/u,
    ],
    [
      'Хочу погасить кредитку на 120 тысяч рублей до конца июня, откладывая 20 тысяч в месяц.',
      /^Я погашу кредитку на 120 тысяч рублей до конца июня, откладывая 20 тысяч в месяц — на этой неделе настрою автоматический перевод/u,
      /17 200/u,
    ],
    [
      'Quiero ahorrar 6.000 euros antes de diciembre de 2027, apartando 500 euros al mes.',
      /^Voy a ahorrar 6\.000 euros antes de diciembre de 2027, apartando 500 euros al mes, programando esta semana una transferencia automática/u,
      /apartando 500 euros cada mes/u,
    ],
  ])('%s', (input, kept, paced) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(paced);
  });

  it.each([
    ['Je veux économiser 5 000 € avant l’été, je gagne 1 400 € par mois.', /1 400 € chaque mois/u],
    ['I want to pay off my £2,000 overdraft by April and then start saving £200 a month.', /repaying £200 every month/u],
  ])('no pace of theirs: %s', (input, wrong) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(wrong);
  });
});
