/**
 * Issue 33 (readers 113–115): "Chtěla bych si někdy dodělat rekvalifikační kurz" gave "Dodělám si někdy
 * rekvalifikační kurz na účetní během dvanácti měsíců": "someday" beside a deadline. Czech "někdy" and
 * Slovak "niekedy" right before an infinitive or a past participle are a time that is no date (gate.json
 * timeAnaphors, as "someday", "irgendwann", "kiedyś"): the goal's own time frame stands in their place.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('someday is no word of the goal', () => {
  it.each([
    ['Chtěla bych si někdy dodělat rekvalifikační kurz na účetní, ale nemám čas.', /Dodělám si rekvalifikační kurz na účetní během/u],
    ['Rád bych si někdy udělal řidičák.', /Udělám si řidičák během/u],
    ['Chcel by som si niekedy dokončiť vysokú školu.', /Dokončím si vysokú školu do/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/n(?:ě|ie)kedy|někdy/u);
  });
});
