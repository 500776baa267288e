/**
 * Issue 33 (stock34): a parent on maternity or parental leave who is exhausted got the overwork
 * routine, 'ending my working day by 18:00' (blind readings 38's 13 and 40's 10). Being on leave is a
 * fact of the writer's life (life.json): the energy goal keeps a daily rest while the child sleeps or
 * is looked after and a half-day a week of one's own, never a working day's end. A partner on leave
 * ('my wife is on maternity leave') is not the writer's fact.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a parent on leave has no working day to end', () => {
  it.each([
    [
      "I'm 31 and I've been on maternity leave since June with my second baby. I go back to my job in April. I'm exhausted and I have no time for myself.",
      /resting for at least 30 minutes every day while my child sleeps/u,
    ],
    [
      'Mám 33 rokov, som na materskej s druhým dieťaťom a v septembri 2027 sa mám vrátiť do práce v banke. Posledné mesiace som dosť vyčerpaná.',
      /oddýchnem, keď dieťa spí/u,
    ],
    [
      'Ich bin seit März in Elternzeit mit unserer Tochter und total erschöpft, ich komme zu nichts mehr.',
      /ruhe ich mich jeden Tag mindestens 30 Minuten aus/u,
    ],
    [
      'Jestem na urlopie macierzyńskim z synkiem i jestem kompletnie wyczerpana, nie mam czasu dla siebie.',
      /będę odpoczywać co najmniej 30 minut/u,
    ],
    ['Я в декрете с дочкой уже год, очень устала и совсем нет сил.', /буду отдыхать не меньше 30 минут/u],
  ])('%s', async (input, rest) => {
    const out = await draft(input);
    expect(out).toMatch(rest);
    expect(out).not.toMatch(/18:00/u);
  });

  it("a wife on leave is not the writer's fact", async () => {
    const out = await draft("My wife is on maternity leave and I'm exhausted, I work till 9 pm every day and I'm completely burnt out.");
    expect(out).not.toMatch(/while my child sleeps/u);
  });
});
