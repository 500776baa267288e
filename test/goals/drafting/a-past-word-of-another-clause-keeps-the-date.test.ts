/**
 * Issue 33 (round 60's probes): a word of the past within thirty characters before a month ended the
 * search for the story's date even where it stood in the clause before ("j'ai raté deux partiels le
 * semestre dernier, je dois les repasser en juin" gave "au cours des quatre prochains mois"; blind reading
 * 95's 8; "failed 2 classes last semester. finals are in 5 weeks" gave "within the next four months").
 * "Last", "dernier", "letzten" put a date behind the story only in the date's own clause (specifics.ts
 * deadlineIn), so the resits' June and the finals' five weeks are the exam goal's date.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-25T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a past word of another clause keeps the date after it', () => {
  it.each([
    [
      "Je suis en alternance à Lille. Le rythme est épuisant et j'ai raté deux partiels le semestre dernier, je dois les repasser en juin.",
      /^D'ici juin, je vais réussir tous mes examens/u,
      /quatre prochains mois/u,
    ],
    [
      'idk man i play like 6-7 hrs of valorant every day and my grades r tanking, failed 2 classes last semester. finals are in 5 weeks',
      /I will pass all my exams in 5 weeks, splitting each subject/u,
      /within the next four months/u,
    ],
  ])('%s', async (input, kept, gone) => {
    const output = await draft(input);
    expect(output).toMatch(kept);
    expect(output).not.toMatch(gone);
  });

  it('a past word in the date\'s own clause still puts it behind ("Seit ihrem Sturz im Oktober")', async () => {
    expect(await draft('Seit ihrem Sturz im Oktober geht meine Mutter kaum noch raus.')).not.toMatch(/Oktober/u);
  });
});
