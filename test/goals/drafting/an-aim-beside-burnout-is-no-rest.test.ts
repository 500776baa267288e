/**
 * Issue 33 (narr32; blind reading 33's 12): an aim of no topic the drafter knows ("выучить грузинский",
 * "restore my grandfather's old boat"), told in a story beside burnout in another sentence, is an aim of
 * its own: it took burnout's steps ("finish work by 18:00, one day off") and the burnout lost its goal.
 * Energy, like the body's topics, is lent only to a goal told in its sentence.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('an aim beside burnout is no rest', () => {
  it.each([
    [
      'Мне 29 лет, я программист. Последние полгода чувствую что выгораю, ничего не хочется. Хочу наконец выучить грузинский хоть немного.',
      /грузинский/u,
    ],
    [
      "I'm 35 and work in IT. For months I've felt completely burnt out at work. I want to finally restore my grandfather's old boat.",
      /boat/u,
    ],
    [
      'Ich bin 40 und arbeite in der Verwaltung. Seit Monaten fühle ich mich ausgebrannt. Ich möchte endlich den alten Wohnwagen meines Vaters herrichten.',
      /Wohnwagen/u,
    ],
    [
      'Tengo 38 años y trabajo en una oficina. Desde hace meses me siento quemada en el trabajo. Quiero por fin restaurar el viejo barco de mi abuelo.',
      /barco/u,
    ],
    [
      'Mam 33 lata, pracuję w korporacji. Od miesięcy czuję się wypalona w pracy. Chcę wreszcie odnowić starą łódź mojego dziadka.',
      /łódź/u,
    ],
  ])('%s', async (input, aim) => {
    const goals = (await draft(input)).split('\n').filter((g) => /^\d\. /u.test(g));
    expect(goals).toHaveLength(2);
    const own = goals.find((g) => aim.test(g))!;
    expect(own).not.toMatch(/18:00/u);
    expect(goals.find((g) => !aim.test(g))).toMatch(/18:00/u);
  });
});
