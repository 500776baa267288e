/**
 * Issue 33 (blind reading 33's 19): "…, biegając trzy razy w tygodniu i nie jedząc słodyczy" came back as
 * "i nie będę jedząc słodyczy": the "-c" of the Polish infinitive endings took the adverbial participle
 * "jedząc" for an infinitive, and a negated infinitive after "i" is said as a future. A word ending in "-ąc"
 * is no infinitive there (templates/negated.json "gerund"); a negated infinitive after "i" still is.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_28 = new Date(Date.UTC(2026, 10, 28, 10));

describe('a Polish gerund after "i nie" is no infinitive', () => {
  it.each([
    ['Chcę schudnąć 10 kg do wakacji, biegając trzy razy w tygodniu i nie jedząc słodyczy.', /i nie jedząc słodyczy/u],
    ['Chcę schudnąć 10 kg do wakacji, biegając i nie pijąc alkoholu.', /i nie pijąc alkoholu/u],
  ])('%s', (text, kept) => {
    const out = draftGoals(text, NOV_28);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/nie będę \p{L}+ąc(?!\p{L})/u);
  });
});
