/**
 * Issue 33 (blind reading 20's 23, stated18): "perdere 8 chili prima del mio matrimonio, che è il 14
 * giugno" became "Il 14 giugno perderò 8 chili prima del mio matrimonio, puntando ad almeno 2 chili ogni
 * mese" — the loss done on the day (two deadlines, the reader said) and kilos counted like pieces, 12 for
 * 8. The day told after the event is the loss's "by", and the kilos are paced to it (about 0.3 kg a week
 * to mid-June). An event before which the loss is due ("before my wedding") no longer hides the date
 * told after it (specifics.json eventBefore).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('kilos due before an event are paced to its day', () => {
  it.each([
    [
      'Vorrei perdere 8 chili prima del mio matrimonio, che è il 14 giugno.',
      /^Perderò 8 chili prima del mio matrimonio/u,
      /0,3 kg a settimana/u,
    ],
    ['Хочу схуднути на 5 кілограмів перед весіллям, яке буде 12 квітня.', /перед весіллям/u, /0,3 кг на тиждень/u],
    ['Хочу похудеть на 5 килограммов перед свадьбой, которая 12 апреля.', /перед свадьбой/u, /0,3 кг в неделю/u],
    ['I want to lose 5 kg before my wedding, which is on 12 April.', /before my wedding/u, /0\.3 kg a week/u],
    ['Chci zhubnout 5 kilo před svatbou, která je 12. dubna.', /před svatbou/u, /0,3 kg týdně/u],
  ])('%s', (input, date, pace) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(date);
    expect(out).toMatch(pace);
    expect(out).not.toMatch(/^Il 14 giugno|chili ogni mese|half a kilo|půl kila|пів кілограма|полкилограмма/u);
  });
});
