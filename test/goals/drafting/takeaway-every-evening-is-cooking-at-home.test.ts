/**
 * Issue 33 (blind reading 53's 14): a person living on takeaway ("like 5-6 times a week … spending around 400 a month
 * on it") got the spending pasted as the goal and an organisation template's measure; others who order food every
 * evening got a budget's steps. Ordering takeaway is answered by cooking at home, with evenings a week, a weekly plan
 * and the orders counted (situations.json takeaway); not where the mentee states their own aim about it, runs a
 * takeaway or delivers food.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('takeaway every evening is answered by cooking at home', () => {
  it.each([
    [
      "ok so i'm 27 and i basically live on takeaway, like 5-6 times a week. spending around 400 a month on it and i feel like crap all the time. i can cook a bit but i never plan anything and by the time i get home at 7 i just order. want to sort this out before my sister's wedding in june",
      'I will cook my own dinners instead of ordering takeaway',
    ],
    [
      'Je dépense environ 250 euros par mois en livraisons de repas, en gros je ne cuisine jamais.',
      'Je vais cuisiner moi-même mes dîners au lieu de me faire livrer',
    ],
    [
      'Wydaję jakieś 600 zł miesięcznie na jedzenie na wynos, w sumie w ogóle nie gotuję.',
      'Będę gotować kolacje w domu zamiast zamawiać jedzenie',
    ],
    ['Za jídlo z rozvozu utratím asi 4 000 Kč měsíčně, v podstatě vůbec nevařím.', 'Budu si vařit večeře doma místo objednávání jídla'],
    ['Трачу где-то 15 000 рублей в месяц на доставку еды, в общем вообще не готовлю.', 'Я буду готовить ужины дома вместо заказа еды'],
  ])('%s', (text, goal) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(goal);
    expect(draft).not.toMatch(/spend around 400 a month on it|at most three priorities/u);
  });

  it('leaves a stated aim about it its own words', () => {
    expect(draftGoals('I want to stop getting takeaway during the week.', NOV_25)).toContain(
      'I will stop getting takeaway during the week',
    );
  });
});
