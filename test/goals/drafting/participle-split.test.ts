/**
 * Issue 33: a Czech or Slovak second verb that continues the conditional as a feminine or masculine
 * past participle ("… a našla si stáž") is an intention of its own, written as its future.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

describe('a joined past participle is a second goal', () => {
  it.each([
    ['Letos bych chtěla dokončit školu a našla si stáž v IT firmě.', 'Dokončím školu', 'Najdu si stáž v IT firmě'],
    ['Chtěl bych dokončit školu a našel si stáž.', 'Dokončím školu', 'Najdu si stáž'],
    ['Chtěla bych se naučit německy a našla si novou práci.', 'Naučím se německy', 'Najdu si novou práci'],
    ['Chcela by som sa naučiť nemčinu a našla si novú prácu.', 'Naučím sa nemčinu', 'Nájdem si novú prácu'],
  ])('%s', (input, first, second) => {
    const lines = draftGoals(input).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`1. ${first}`);
    expect(lines[2]).toContain(`2. ${second}`);
  });
});

describe('a German "zu" infinitive after a verb is its complement, not a second goal', () => {
  it.each([
    ['Ich will endlich lernen, nein zu sagen.', 'werde ich lernen, nein zu sagen'],
    ['Ich möchte endlich lernen, Aufgaben abzugeben.', 'werde ich lernen, Aufgaben abzugeben'],
  ])('%s', (input, goal) => {
    const output = draftGoals(input);
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toContain(goal);
  });

  it('still splits two goals joined by "und"', () => {
    expect(draftGoals('Ich will Englisch lernen und mehr Sport machen.').split('\n')).toHaveLength(3);
  });
});
