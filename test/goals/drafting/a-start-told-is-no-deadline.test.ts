/**
 * Issue 33 (round 38): a start told by a season or the next month ("Od tego lata chcę biegać", "с этого лета",
 * "ab diesem Sommer", "dès cet été", "od příštího měsíce") was read as the period or the deadline ("Będę biegać …
 * tego lata"), or lost behind our stock months. It is when the routine begins, kept with its "from" word
 * (specifics.json timeFrames), and never the deadline a sum is paced by (pace.ts liveFrame): "Ab Juni 5000 Euro
 * sparen" is no 2.500 euros a week.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a start told is when the routine begins, no deadline', () => {
  it.each([
    ['Od tego lata chcę biegać trzy razy w tygodniu.', 'Będę biegać trzy razy w tygodniu od tego lata –', /w tygodniu tego lata/u],
    ['З цього літа хочу бігати тричі на тиждень.', 'Я буду бігати тричі на тиждень з цього літа —', /тиждень цього літа/u],
    ['С этого лета хочу бегать три раза в неделю.', 'Я буду бегать три раза в неделю с этого лета —', /шести месяцев/u],
    ['Ab diesem Sommer will ich dreimal pro Woche laufen.', 'Ab diesem Sommer werde ich dreimal pro Woche laufen;', /sechs Monaten/u],
    ['From this summer on I want to run three times a week.', 'I will run three times a week from this summer,', /week this summer/u],
    ['A partir de este verano quiero correr tres veces por semana.', 'A partir de este verano voy a correr', /^Este verano/u],
    ['Dès cet été je veux courir trois fois par semaine.', 'Dès cet été, je vais courir', /^Cet été/u],
    ['Od příštího měsíce chci běhat třikrát týdně.', 'Budu běhat třikrát týdně od příštího měsíce –', /šesti měsíců/u],
    ['Ab Juni will ich 5000 Euro sparen.', 'Ab Juni werde ich 5000 Euro sparen;', /jede Woche 2\.500 Euro/u],
  ])('%s', (input, start, lost) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(start);
    expect(out).not.toMatch(lost);
  });
});
