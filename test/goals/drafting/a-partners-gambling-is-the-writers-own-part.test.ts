/**
 * Issue 33 (blind reading 61's 12): a wife whose husband lost money at an online casino got "I will stop betting",
 * her husband's act said in her first person, and her own position (the family's money, the children, whom to turn
 * to) was dropped. A partner's gambling is the writer's own part: a calm talk, the household money kept apart, a
 * support group for families; a parent's or a sibling's, the writer's own money kept. A gambler who hides it from
 * a partner still gets their own goal to stop.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a partner's gambling is the writer's own part, never the partner's bets", () => {
  it.each([
    [
      "My husband has lost about 15,000 dollars on sports betting and took out payday loans. We have two kids and I don't trust him anymore.",
      'I will support my husband with the gambling and protect our money',
    ],
    [
      'Мой муж проиграл в онлайн-казино около 300 тысяч рублей, часть взял в микрозаймах. Я узнала об этом месяц назад.',
      'поддержу близкого человека в борьбе с азартными играми и защищу наши деньги',
    ],
    [
      'Mein Mann verspielt unser Geld bei Sportwetten, letzten Monat fast 2.000 Euro.',
      'werde ich meinen Mann im Umgang mit dem Glücksspiel unterstützen und unser Geld schützen',
    ],
    [
      'Mi marido apuesta en casas de apuestas y ha perdido más de 6.000 euros.',
      'Voy a apoyar a mi marido frente al juego y proteger nuestro dinero',
    ],
    [
      'Můj manžel sází na sázkové kanceláře a prohrál už 100 000 Kč. Máme dvě děti.',
      'Podpořím svůj protějšek v řešení sázení a ochráním naše peníze',
    ],
  ])('%s', (text, goal) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(/stop gambling|перестану делать ставки|mit dem Wetten aufhören|dejar las apuestas|Přestanu sázet/u);
  });

  it.each([
    [
      'My mom keeps gambling away her pension on slot machines.',
      'I will support my family member with the gambling and protect my own money',
    ],
    ['Můj táta prosází celý důchod v online kasinu.', 'Podpořím blízkého člověka v řešení sázení a ochráním své vlastní peníze'],
  ])('a parent or a sibling who gambles: %s', (text, goal) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(/I will stop gambling|Přestanu sázet/u);
  });

  it('the gambler who hides it keeps the goal to stop', () => {
    const answer = draftGoals("I've lost about £3,000 on sports betting this year and my girlfriend doesn't know.", NOV_25);
    expect(answer).toContain('I will stop gambling');
    expect(answer).not.toContain('support my girlfriend');
  });
});
