/**
 * Issue 33 (blind reading 31's 5): a father wrote "mia figlia a giugno ha la maturità e vorrei starle
 * più vicino" and was told "Supererò la maturità". A school-leaving or entrance exam told in the
 * sentence of one's own child, or the one after it, is the child's (situations.json, examprep's
 * `unless`); the mentee's own exam keeps its goal. Since round 57 the child's exam year is a goal of the parent's
 * support (childexam).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_28 = new Date(Date.UTC(2026, 10, 28, 10));

describe("a child's exam is not the mentee's", () => {
  // Since round 57 the child's exam year is the parent's support (situations.json childexam): no exam of the parent's own.
  it.each([
    [
      'Mia figlia quest’anno ha la maturità e vorrei starle più vicino. Nell’ultimo anno ho preso 10 kg.',
      /Supererò/u,
      /Aiuterò mia figlia/u,
    ],
    [
      'My daughter has her A-levels this year and I want to be there for her more. I’ve put on 10 kg this year.',
      /I will pass/u,
      /help my daughter/u,
    ],
    ['Мой сын в этом году сдаёт ЕГЭ, и я хочу больше его поддержать. За год я набрал 10 кг.', /Я сдам/u, /помогу сыну/u],
    ['Mój syn w tym roku pisze maturę i chciałbym go bardziej wspierać. W tym roku przytyłem 10 kg.', /Zdam/u, /Pomogę synowi/u],
    [
      'Ma fille passe le bac cette année et je voudrais être plus présente pour elle. J’ai pris 10 kg cette année.',
      /Je vais réussir/u,
      /aider ma fille/u,
    ],
  ])('%s', (input, own, support) => {
    const answer = draftGoals(input, NOV_28);
    expect(answer).not.toMatch(own);
    expect(answer).toMatch(support);
  });

  it.each([
    ["I'm 18 and scared of my final exams in June. I've put on 10 kg this year.", /pass all my exams|pass my/u],
    ['Ho 19 anni e a giugno ho la maturità, ho paura di non farcela. Nell’ultimo anno ho preso 10 kg.', /supererò la maturità/u],
  ])('keeps the mentee’s own exam: %s', (input, own) => {
    expect(draftGoals(input, NOV_28)).toMatch(own);
  });
});
