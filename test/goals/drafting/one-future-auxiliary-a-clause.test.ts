/**
 * Issue 33 (blind reading 36's 21): a Slavic way told with its auxiliary after the verb ("učit se budu hodinu
 * denně") was given a second one ("budu se učit budu hodinu denně"). One future a clause: the auxiliary told
 * after the verb goes where ours stands ("budu se učit hodinu denně"), in every language with one; within three words of the verb ("заниматься английским буду", our round of 28 November).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-28T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('one future auxiliary a clause', () => {
  it.each([
    [
      'Do konce února chci dokončit certifikaci AWS Solutions Architect Associate, učit se budu hodinu denně po práci.',
      'budu se učit hodinu denně',
      /budu\s+(?:\p{L}+\s+){0,2}budu/u,
    ],
    [
      'Do konca februára chcem dokončiť certifikáciu AWS, učiť sa budem hodinu denne po práci.',
      'hodinu denne',
      /budem\s+(?:\p{L}+\s+){0,2}budem/u,
    ],
    [
      'Хочу до конца года закрыть кредитку на 60 тысяч, а ещё заниматься английским буду по часу в день, чтобы к лету сдать IELTS.',
      'заниматься английским по часу в день',
      /буду\s+(?:\p{L}+\s+){0,2}буду/u,
    ],
  ])('%s', async (input, fragment, twice) => {
    const output = await draft(input);
    expect(output).toContain(fragment);
    expect(output).not.toMatch(twice);
  });
});
