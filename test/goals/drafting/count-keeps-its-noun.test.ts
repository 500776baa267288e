/**
 * Issue 33, blind reading 10: a paced count keeps its noun. "600 английских слов" was paced as
 * "не меньше 89 английских" (89 English what?): a Slavic plural adjective after the number names
 * nothing without the noun after it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a paced count of "adjective + noun" keeps the noun', () => {
  it.each([
    ['Хочу выучить 600 английских слов к лету.', /не меньше \d+ английских слов /u],
    ['Chci se naučit 500 anglických slovíček do konce března.', /aspoň \d+ anglických slovíček /u],
    ['Chcę przeczytać 30 angielskich książek do grudnia.', /co najmniej \d+ angielskich książek /u],
    ['Chcem sa naučiť 400 nemeckých slovíčok do marca.', /aspoň \d+ nemeckých slovíčok /u],
  ])('%s', (input, counted) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(counted);
    expect(out).not.toMatch(/\d+ \p{L}+(?:ых|их|ých|ích|ych|ich) (?:и|a|i|и) /u);
  });
});
