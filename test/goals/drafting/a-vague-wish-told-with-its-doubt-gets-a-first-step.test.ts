/**
 * Issue 33, blind readings 74 and 75: "хочу стать лучше, но не знаю с чего начать" and "хочу наконец разобраться
 * со своей жизнью" were echoed ("Я стану лучше в течение трёх месяцев", "Моя цель — разобраться со своей жизнью")
 * with the weekly-steps filler. Not knowing where to start adds no content to a vague wish, and sorting out one's
 * life is one (vague.json): the concrete first step. And "J'aimerais juste être plus confiante en moi" got the filler
 * because "confiante" named no topic: it is confidence (topics.json), with that topic's weekly act of courage.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('a vague wish told with "but I do not know where to start" gets the first step', () => {
  it.each([
    ['хочу стать лучше, но не знаю с чего начать', /^Я до конца следующей недели выпишу три области/u, /Я стану лучше|нужные шаги/u],
    ['хочу наконец разобраться со своей жизнью', /^Я до конца следующей недели выпишу три области/u, /Моя цель|нужные шаги/u],
    ['Хочу розібратися зі своїм життям.', /^Я до кінця наступного тижня випишу три сфери/u, /Моя мета|потрібні кроки/u],
    [
      'I want to be better but I don’t know where to start.',
      /write down three areas of my work or life/u,
      /I will be better|every step it takes/u,
    ],
    ['Quiero ser mejor, pero no sé por dónde empezar.', /tres áreas de mi trabajo o de mi vida/u, /Seré mejor|pasos necesarios/u],
    [
      'Vorrei essere migliore, ma non so da dove cominciare.',
      /tre aree del mio lavoro o della mia vita/u,
      /Sarò migliore|passi necessari/u,
    ],
  ])('%s', (input, step, echo) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(step);
    expect(out).not.toMatch(echo);
  });

  it('keeps a goal with content whose doubt follows it', () => {
    expect(draftGoals('Chci napsat knihu, ale nevím, kde začít.', NOW)).not.toMatch(/tři oblasti práce nebo života/u);
  });
});

describe('"plus confiante en moi" is confidence', () => {
  it.each([
    ["J'aimerais juste être plus confiante en moi.", /une chose qui demande du courage/u],
    ['Quero ser mais confiante.', /uma coisa que exija coragem/u],
  ])('%s', (input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(/étapes nécessaires|passos necessários/u);
  });
});
