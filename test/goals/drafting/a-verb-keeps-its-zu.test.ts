/**
 * Issue 33 (stated25): German 'aufhören zu rauchen', 'anfangen zu joggen', 'beginnen zu laufen' keep
 * the 'zu' their first verb governs ('Ich werde bis Ostern aufhören rauchen' broke the sentence); the
 * 'zu' of a framed aim ('Ich habe vor, Deutsch zu lernen') still goes.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe("a verb keeps its 'zu'", () => {
  it.each([
    ['Ich will bis Ostern aufhören zu rauchen.', /^Ich werde bis Ostern aufhören zu rauchen;/u],
    ['Ich will endlich anfangen zu joggen.', /werde ich anfangen zu joggen;/u],
    ['Ich will im Januar beginnen zu laufen.', /^Ich werde im Januar beginnen zu laufen;/u],
    ['Ich habe vor, Deutsch zu lernen.', /werde ich Deutsch lernen;/u],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });
});
