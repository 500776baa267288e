/**
 * Issue 33 (blind reading 31's 25, helper stated31's round 1): "Moje ciele na budúci rok: prečítať 12
 * kníh, chodiť plávať dvakrát do týždňa a do apríla dokončiť kurz účtovníctva" and "My goals for next
 * year: read 20 books, …" kept one goal of three: the five-word label before the colon was read as the
 * goal and what followed as its plan. A label made only of heading words (statements.json headings) is
 * dropped however long, so each stated goal is kept; a longer label of other words stays.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a label of heading words before a colon is no goal', () => {
  it.each([
    [
      'Moje ciele na budúci rok: prečítať 12 kníh, chodiť plávať dvakrát do týždňa a do apríla dokončiť kurz účtovníctva.',
      [/12 kníh/u, /plávať/u, /kurz účtovníctva/u],
    ],
    [
      'My goals for next year: read 20 books, save £5,000 for a house deposit and learn to swim.',
      [/read 20 books/u, /save £5,000/u, /learn to swim/u],
    ],
    [
      'My goals for next year: run a half marathon in under 2 hours by October, read 20 books, and save £5,000 for a house deposit.',
      [/half marathon/u, /read 20 books/u, /save £5,000/u],
    ],
  ])('%s', async (input, kept) => {
    const out = await draft(input);
    expect(out).toMatch(/^3\. /mu);
    for (const k of kept) expect(out).toMatch(k);
  });
});
