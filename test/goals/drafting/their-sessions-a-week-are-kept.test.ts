/**
 * Issue 33 (blind reading 23's 17): a rate of sessions the mentee told in a sentence of its own ("I can
 * train 4 times a week", "Puedo entrenar cinco veces por semana") was replaced by our stock "three times
 * a week". It is the rate of the goal it belongs to (sessions.ts); a rate of another activity, or one
 * told with no topic beside two goals, leaves our rate where it was.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('their sessions a week are kept', () => {
  it.each([
    [
      'I want to run a half marathon in under 2 hours by October. Right now I can run about 8 km. I can train 4 times a week, mornings before work.',
      /^I will run a half marathon in under 2 hours by October, training 4 times a week and making my longest session/u,
      /three times/u,
    ],
    [
      'Quiero correr una media maratón en abril. Ahora corro 7 km. Puedo entrenar cinco veces por semana.',
      /^Voy a correr una media maratón en abril, entrenando 5 veces por semana y alargando/u,
      /tres veces/u,
    ],
    [
      'Хочу пробежать полумарафон к маю. Сейчас бегаю 6 км. Могу тренироваться четыре раза в неделю.',
      /— буду тренироваться 4 раза в неделю и каждую неделю удлинять/u,
      /три раза/u,
    ],
    [
      'Хочу пробігти напівмарафон до травня. Зараз бігаю 7 км. Можу тренуватися 5 разів на тиждень.',
      /тренуватимуся 5 разів на тиждень і щотижня/u,
      /тричі/u,
    ],
    [
      'Chci uběhnout půlmaraton do května. Teď zvládnu 10 km. Můžu běhat čtyřikrát týdně ráno.',
      /budu trénovat 4krát týdně a každý týden/u,
      /třikrát/u,
    ],
    [
      'Ich will im Mai einen Halbmarathon laufen. Jetzt schaffe ich 9 km. Ich kann viermal pro Woche trainieren.',
      /dafür trainiere ich 4-mal pro Woche und verlängere/u,
      /dreimal/u,
    ],
    [
      'Chcem zabehnúť polmaratón do mája. Teraz zvládnem 8 km. Môžem trénovať 4-krát týždenne.',
      /budem trénovať 4-krát týždenne a každý týždeň/u,
      /trikrát/u,
    ],
  ])('%s', (input, kept, ours) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(ours);
  });

  it.each([
    // Days at the office are no sessions; a rate of study told beside two goals is not the exercise's.
    ['I want to run a half marathon by May. I go to the office 5 days a week. I run 6 km now.', /training three times a week/u],
    ['I want to learn Spanish and lose 5 kg by June. I can study 4 times a week.', /exercising at least three times a week/u],
    ['Quiero aprender inglés y bajar 5 kg antes de junio. Puedo estudiar cuatro veces por semana.', /tres veces por semana/u],
  ])('keeps ours: %s', (input, ours) => {
    expect(draftGoals(input, NOV_26)).toMatch(ours);
  });
});
