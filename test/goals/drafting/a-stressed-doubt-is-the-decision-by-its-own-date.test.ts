/**
 * Issue 33 (concern65; a blind reader's "bis Juli entscheiden … hin und her schwanke" became an application):
 * a stressed doubt ("schwanke hin und her", "решить, что выбрать") about a job offer the story tells is that
 * offer's decision, goal 1, by the date the stressed sentence gives ("bis Juli", "до июля"); the date is no
 * longer lent to another aim, and a bare "решить" aim in that sentence is not said again beside it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a stressed doubt is the decision by its own date', () => {
  it.each([
    [
      'Ich bin 31 und arbeite seit fünf Jahren als Bauingenieurin in Köln. Mir wurde eine Stelle in München angeboten, mehr Geld, aber weit weg von meiner Familie. Gleichzeitig denke ich über einen Master nach. Was mir am meisten Sorgen macht: Ich muss mich bis Juli entscheiden und schwanke seit Wochen hin und her. Nebenbei will ich wieder regelmäßig laufen gehen.',
      /^1\. Bis Juli werde ich über das Jobangebot .* entscheiden; dafür/mu,
      /Bis Juli werde ich wieder regelmäßig laufen/u,
    ],
    [
      'Я инженер, работаю в одной компании уже 9 лет. Мне предложили перейти в другой отдел, а ещё есть вариант уехать работать в Питер. Жена хочет остаться. Главное — мне нужно до июля решить, что выбрать, а я всё время сомневаюсь. Ещё хочу бросить курить.',
      /^1\. Я приму решение по предложению до июля —/mu,
      /Я решу до июля/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
