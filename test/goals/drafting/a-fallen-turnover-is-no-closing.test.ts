/**
 * Issue 33 (cover25's fresh f2, f9): a florist or a hair salon whose takings fell, who never spoke of
 * closing, was told to decide the business's future and weigh closing it. Fallen revenue alone is the
 * revenue to bring back (walkin, revenue, or fewer customers: growbiz); only closing or carrying on
 * weighed in the story makes it a decision (situations.json bizdecision).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('fallen takings with no closing named are no decision to close', () => {
  it.each([
    ['Mám květinářství v Brně. Tržby nám od léta klesly asi o 30 %, lidé chodí do marketu.', /tržby/u, /zavřu|budoucnosti/u],
    ['Tenho uma florista em Coimbra há oito anos. A faturação caiu desde o verão.', /faturação/u, /fecho|futuro do meu/u],
    [
      'Ich habe einen Blumenladen in Kiel. Der Umsatz ist seit dem Frühjahr um ein Viertel gesunken.',
      /Umsatz/u,
      /schließe|Zukunft meines/u,
    ],
    [
      "I've had my hair salon for nine years. Sales have dropped by a third since a chain opened next door.",
      /revenue/u,
      /close|future of my/u,
    ],
    ['У меня цветочный магазин в Самаре. Выручка упала на четверть за год.', /выручк/u, /закрываюсь|будущем/u],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
    expect(out).toMatch(/\d|месяц|months|Monat|meses|měsíc/u);
  });
});

describe('a shop told plainly and fewer customers told in the feminine are the business concern', () => {
  it.each([
    ['I run a small gift shop in York. Takings are down about 15% on last year.', /monthly revenue/u],
    ['Mám kadeřnictví v Plzni a od září mám o třetinu méně zákaznic.', /zákazníků/u],
    ['Prowadzę salon kosmetyczny i mam coraz mniej klientek.', /klientów/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOV_26)).toMatch(goal);
  });
});

describe('closing weighed in the story is still the decision', () => {
  it.each([
    ['I run a small bookshop and sales are down 25%. I have to decide by April whether to move online or close.', /future of my business/u],
    ['Mám malé knihkupectví a tržby klesly o třetinu, nevím, jestli to má smysl držet.', /budoucnosti svého podniku/u],
    ['Mein Blumenladen macht ein Drittel weniger Umsatz und ich überlege, ob ich schließen soll.', /Zukunft meines Geschäfts/u],
    ['Tengo una floristería y las ventas han bajado mucho. No sé si vale la pena seguir.', /futuro de mi negocio/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOV_26)).toMatch(goal);
  });
});
