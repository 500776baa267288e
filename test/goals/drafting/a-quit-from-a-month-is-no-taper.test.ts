/**
 * Issue 33 (helper stated31's round 1, the known leftover "ab Januar keine Zigarette"): a smoker who
 * names the month from which they stop ("ab Januar", "od stycznia", "from January", "a partir de
 * enero") has set the goal's day; it was answered with the stock taper of two cigarettes a day fewer
 * each week. The day is prepared for and kept instead (aims.json); a goal with no such month keeps the
 * taper, and a fronted month (the goal's timeBefore) counts as the goal's words.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a quit from a month the mentee names is that day kept, no taper', () => {
  it.each([
    [
      'Ich will ab Januar keine Zigarette mehr rauchen und bis Ende Juni 8 Kilo abnehmen.',
      /ab Januar keine Zigarette mehr rauchen; dafür sage ich diese Woche/u,
    ],
    ['Od stycznia chcę rzucić palenie całkowicie.', /od stycznia – w tym tygodniu powiem bliskim, od którego dnia nie palę/u],
    ['Chcę rzucić palenie od stycznia.', /dzień wcześniej wyrzucę papierosy i zapalniczki/u],
    ['Quiero dejar de fumar a partir de enero.', /a partir de enero, contando esta semana a mi gente cercana/u],
    ['Je veux arrêter de fumer à partir de janvier.', /en jetant la veille mes cigarettes/u],
    ['Voglio smettere di fumare da gennaio.', /da gennaio, dicendo questa settimana/u],
    ['Quero parar de fumar a partir de janeiro.', /livrando-me na véspera dos cigarros/u],
    ['Chci přestat kouřit od ledna.', /od ledna – tento týden řeknu blízkým/u],
    ['Chcem prestať fajčiť od januára.', /od januára – tento týždeň poviem blízkym/u],
    ['Хочу кинути курити з січня.', /з січня — цього тижня скажу близьким/u],
    ['Хочу бросить курить с января.', /с января — на этой неделе скажу близким/u],
  ])('%s', async (input, kept) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/zwei Zigaretten pro Tag weniger|o dwa dziennie|two cigarettes a day|dos cigarrillos/u);
  });

  it('a quit with no month of its own keeps the taper', async () => {
    expect(await draft('I want to stop smoking by March.')).toMatch(/cutting down by two cigarettes a day every week/u);
  });
});
