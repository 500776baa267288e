/**
 * Issue 33 (blind reading 63's 26): "Хочу бросить курить до Нового года, сейчас выкуриваю пачку в день" got "two
 * fewer a day every week", which from a pack (twenty) takes ten weeks and does not reach zero by New Year. A pack is
 * a daily count (own-measures.json counts), so the taper is as many fewer a week as reach zero by the date told;
 * "antes de Año Nuevo" is that date too (specifics.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a pack a day is tapered to zero by the quit date', () => {
  it.each([
    [
      'Хочу бросить курить до Нового года, сейчас выкуриваю пачку в день.',
      'буду сокращать число сигарет в день на 4, пока не дойду до нуля',
    ],
    ['I want to quit smoking by New Year, I smoke a pack a day.', 'cutting down by 4 cigarettes a day every week until I smoke none'],
    [
      'Chci přestat kouřit do Nového roku, kouřím krabičku denně.',
      'každý týden snížím denní počet cigaret o 4, dokud se nedostanu na nulu',
    ],
    [
      'Quiero dejar de fumar antes de Año Nuevo, fumo un paquete al día.',
      'Voy a dejar de fumar antes de Año Nuevo, fumando 4 cigarrillos menos al día',
    ],
  ])('%s', (text, phrase) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(phrase);
    expect(answer).not.toMatch(/\b(?:two|dos|dvě|две) (?:cigarettes|cigarrillos|cigarety|сигареты)/u);
  });
});
