/**
 * Issue 33 (blind reading 24's 12: 98 kg and a gym pass used four times, beside English for a foreign
 * company and no friends): a story with a goal the mentee also wants leaves room for two of the
 * situations it tells, and the third was dropped. It joins the kept goal it belongs beside as one
 * more sentence (joined.json), its kilos told as the goal's figures, not lost.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a concern past the room a stated goal leaves joins a goal beside it', () => {
  it.each([
    [
      "I'm a developer and have worked from home for three years. I barely leave the flat and some weeks I don't talk to anyone in person. My back hurts and I weigh 97 kg. I also want to finally learn Spanish properly.",
      /Spanish/u,
      /I will also bring my weight down from 97 kg by 5 kg, weighing myself every Monday morning\./u,
    ],
    [
      'Ich bin Programmierer und arbeite seit drei Jahren von zu Hause. Ich gehe kaum raus und rede manchmal eine Woche mit niemandem. Mein Rücken tut weh, ich habe zwölf Kilo zugenommen. Außerdem möchte ich endlich richtig Englisch lernen.',
      /Englisch/u,
      /Außerdem werde ich die ersten sechs der zwölf Kilo abnehmen; dafür wiege ich mich jeden Montagmorgen\./u,
    ],
    [
      'Я программист, работаю удалённо третий год. Я целыми днями не выхожу из квартиры, иногда неделю ни с кем не разговариваю вживую. Спина болит, вес 98 при росте 178. Ещё хочу наконец выучить английский, чтобы перейти в зарубежную компанию.',
      /английский/u,
      /Также снижу свой вес с 98 кг на 5 кг — каждый понедельник утром буду взвешиваться\./u,
    ],
  ])('%s', (input, stated, joined) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(stated);
    expect(out).toMatch(joined);
    expect(out.split('\n').filter((l) => /^\d\. /u.test(l))).toHaveLength(3);
  });
});
