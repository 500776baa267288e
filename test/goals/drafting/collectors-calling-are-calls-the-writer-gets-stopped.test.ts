/**
 * Issue 33 (blind reading 107's 10): collectors or a bank calling about a debt ("коллекторы звонят каждый
 * день") got the goal "Я прекращу звонки из-за долга", which reads as if the writer were the one making
 * the calls; the Ukrainian "Я припиню дзвінки" and the Polish "Skończę z telefonami" read the same way.
 * The goal is now that they stop calling the writer: "добьюсь, чтобы мне перестали звонить",
 * "доб’юся, щоб мені перестали дзвонити", "sprawię, że przestaną do mnie dzwonić".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('collectors calling are calls the writer gets stopped', () => {
  it.each([
    [
      'Работаю курьером, в месяц выходит от 45 до 80 тысяч. Долг по микрозаймам около 120 тысяч, коллекторы звонят каждый день, даже маме звонили. Больше всего меня пугают звонки.',
      /Я добьюсь, чтобы мне перестали звонить из-за долга/u,
      /прекращу звонки/u,
    ],
    [
      'Я кур’єр у Glovo, заробляю десь 20 тисяч на місяць. Маю борг за мікрокредитами 45 тисяч, колектори дзвонять щодня, навіть мамі дзвонили. Найбільше мене лякають ці дзвінки.',
      /Я доб’юся, щоб мені перестали дзвонити через борг/u,
      /припиню дзвінки/u,
    ],
    [
      'Jeżdżę na Uberze w Warszawie. Mam chwilówki na 12 tysięcy, windykator dzwoni codziennie, nawet do mojej siostry. Najbardziej boję się tych telefonów.',
      /Sprawię, że przestaną do mnie dzwonić w sprawie długu/u,
      /Skończę z telefonami/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
