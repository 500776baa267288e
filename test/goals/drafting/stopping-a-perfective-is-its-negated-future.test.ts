/**
 * Issue 33 (a leftover of blind readings 30–32): "Я перестану сорваться на детей" is a grammar break,
 * since "stop" takes no perfective verb. A perfective the stop governs is its own negated future: "Я
 * больше не сорвусь", "Już nie spóźnię się" (negated.json afterAnd's perfective pairs); an
 * imperfective keeps "перестану срываться".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('stopping a perfective is its negated future', () => {
  it.each([
    ['Хочу перестать сорваться на детей по вечерам.', 'Я больше не сорвусь на детей'],
    ['Хочу перестати зірватися на дітей.', 'Я більше не зірвуся на дітей'],
    ['Chcę przestać spóźnić się do pracy.', 'Już nie spóźnię się do pracy'],
    ['Я постоянно срываюсь на мужа. Хочу перестать срываться и научиться говорить спокойно.', 'Я перестану срываться'],
  ])('%s', async (input, fragment) => {
    const output = await draft(input);
    expect(output).toContain(fragment);
    expect(output).not.toMatch(/перестану сорваться|перестану зірватися|przestanę spóźnić/u);
  });
});
