/**
 * Issue 33 (blind reading 92, older people and those near retirement): the vague wishes "Je voudrais juste me sentir
 * utile à nouveau", "Quero aproveitar melhor a reforma" and "Хочу жить, а не доживать" were echoed with the
 * weekly-steps filler, the last as "Моя цель — жить в течение трёх месяцев". Feeling useful is a wish family of its
 * own (three things to offer others, two places asked what help they need, two hours a week for six weeks);
 * enjoying one's retirement or pension another (three things always wanted, the first begun this month, a fixed time
 * each week and someone outside the family); "to live, rather than …" is the start-living family's.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('feeling useful and enjoying retirement are wish families of their own', () => {
  it.each([
    ['Je voudrais juste me sentir utile à nouveau.', 'trois choses que je peux offrir aux autres', 'toutes les étapes'],
    ['Chcę być znowu przydatna.', 'trzy rzeczy, które mogę dać innym', 'potrzebne kroki'],
    ['Quero aproveitar melhor a reforma.', 'três coisas que sempre quis fazer e para as quais agora tenho tempo', 'passos necessários'],
    ['I want to enjoy my retirement.', 'three things I have always wanted to do and now have time for', 'every step it takes'],
    ['Хочу жить, а не доживать.', 'пять вещей, которыми хотелось бы заняться', 'жить в течение'],
  ])('%s', (text, present, absent) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(present);
    expect(answer).not.toContain(absent);
  });
});
