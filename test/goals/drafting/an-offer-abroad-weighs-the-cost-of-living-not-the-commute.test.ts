/**
 * Issue 33 (blind readings 63's 11, 65's 18, 67's 7): an offer in another country was weighed by "the commute in
 * minutes", a measure for a job across town: nobody commutes from Braga to Luxembourg. An offer abroad compares the
 * pay against the cost of living there and what the people close to the mentee gain or lose; an offer in town keeps
 * the commute.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an offer abroad weighs the cost of living, not the commute', () => {
  it.each([
    [
      "I got a job offer in Zurich with double my salary, starting in March. My wife has a good job here in Lyon and doesn't want to move. I have to answer by 20 December.",
      'the net pay against the cost of living there',
      /commute in minutes/u,
    ],
    [
      'Recebi uma proposta de trabalho no Luxemburgo com um salário quase três vezes maior do que ganho em Braga. Teria de ir em setembro, mas a minha namorada não pode sair de Portugal por causa do doutoramento.',
      'o salário líquido ao lado do custo de vida lá',
      /trajeto em minutos/u,
    ],
    [
      'Dostałem ofertę pracy w Oslo, pensja trzy razy wyższa niż w Gdańsku. Muszę odpowiedzieć do 15 grudnia, a żona nie chce wyjeżdżać z Polski.',
      'pensję netto obok kosztów życia na miejscu',
      /dojazd w minutach/u,
    ],
    [
      'Мені запропонували роботу у Варшаві, зарплата майже вдвічі більша. Почати треба в січні. Дружина не хоче переїжджати. Відповісти треба до 10 грудня.',
      'зарплату на руки поряд із вартістю життя там',
      /дорогу в хвилинах/u,
    ],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });

  it('keeps the commute for an offer in town', () => {
    expect(draftGoals('I got a job offer from a company across town, 15% more money. I have to answer by Friday.', NOV_25)).toContain(
      'the commute in minutes',
    );
  });
});
