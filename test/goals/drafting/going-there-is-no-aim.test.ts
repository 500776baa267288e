/**
 * Issue 33 (lang15c): "eu vou lá todos os fins de semana" (I go there every weekend) was read as a
 * future with an aim and pasted: "Vou conseguir lá todos os fins de semana" ("vou" is both "I go" and the
 * future's auxiliary, so only Portuguese): a clause opening with a "there" word (gate.json notAnAimStarts)
 * is no aim. The stories' second concern, their tiredness, keeps its goal.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));

describe('going there is no aim', () => {
  it.each([
    ['A minha avó vive sozinha em Coimbra e eu vou lá todos os fins de semana. Estou cansada e sem tempo para mim.', /\blá todos/u],
    ['O meu pai está num lar em Braga e eu vou ali todos os domingos. Estou exausto e sem tempo para mim.', /\bali todos/u],
  ])('%s', async (input, pasted) => {
    const { output } = await generator.generate(input);
    expect(output).not.toMatch(pasted);
    expect(output).toMatch(/\d/u);
    expect(output).toMatch(/energia/u);
  });
});
