/**
 * Issue 33 (voice64; readers 101–103: retirees given work framing): a retiree learning the computer
 * ("I'm retired … I want to learn to use my computer", "Jestem na emeryturze … nauczyć się obsługi
 * komputera") got the job seeker's course, ending in a job application sent by e-mail (pcskills), and
 * one learning it to write to the grandchildren got a writer's 500 words. A story situation of the
 * same topic that beats the goal's own (pcretired beats pcskills) gives the goal its steps
 * (situations.ts situationTopicIn), and a computer learnt for the grandchildren or family is
 * pcretired's steps where the purpose made the topic writing (aims.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a retiree's computer course has no job application", () => {
  it.each([
    [
      "I'm retired since last spring. I want to learn to use my computer properly.",
      /sending an e-mail to my family and making a video call/u,
      /application|job centre/u,
    ],
    [
      'Jestem na emeryturze, mam 68 lat. Chciałabym nauczyć się obsługi komputera do końca marca.',
      /samodzielnie wyślę e-mail do rodziny/u,
      /podanie o pracę|urząd pracy/u,
    ],
    [
      'Jsem v důchodu od loňska. Chtěla bych se naučit pracovat s počítačem, abych mohla psát vnoučatům.',
      /pošlu e-mail rodině a zavolám si s ní přes videohovor/u,
      /500 slov/u,
    ],
  ])('%s', (input, steps, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(steps);
    expect(out).not.toMatch(gone);
  });
});
