/**
 * Issue 33 (blind readings 88's 30 and 86's 26, round 55): a Hungarian beauty salon owner with few new guests, "csak
 * Facebook oldalam" (only a Facebook page) and weekends at work got one goal: less time on social media.
 * A business's own page is no screen time (only time on it is: "facebookozom", "a Facebookon"); her new
 * guests are new clients, and working less with weekends in is overwork.
 */
import { expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

it('a salon with few new guests and a Facebook page wants clients and fewer hours, not less screen time', () => {
  const goals = draftGoals(
    'Két éve nyitottam egy kis kozmetikai szalont Debrecenben. A vendégek elégedettek, de kevés az új ügyfél, és a bérleti díj januártól 20%-kal emelkedik. Nincs weboldalam, csak Facebook oldalam, amit ritkán frissítek. Szeretnék havonta legalább 15 új vendéget, és végre egy kicsit kevesebbet dolgozni, mert hétvégén is bent vagyok.',
    NOV_25,
  );
  expect(goals).toMatch(/1\. A következő hat hónapban állandó ügyfélkört építek ki/u);
  expect(goals).toMatch(/2\. A következő két hónapban visszanyerem az energiámat, és fenntartható szintre csökkentem a munkaterhelésemet/u);
  expect(goals).not.toMatch(/közösségi médián/u);
});

it.each(['Szeretnék kevesebb időt tölteni a Facebookon.', 'Túl sokat facebookozom.'])(
  'time on Facebook is still screen time: %s',
  (text) => {
    expect(draftGoals(text, NOV_25)).toMatch(/kevesebb időt töltök a közösségi médián/u);
  },
);

// Blind reading 86's 26: a shift leader's post told with its verb and an exam told in a compound got the fallback step.
it('"műszakvezető lenni" is a promotion by its date and "targoncavizsgát" the forklift exam', () => {
  const goals = draftGoals('Szeretnék 2027 végéig műszakvezető lenni a gyárban, és előtte letenni a targoncavizsgát.', NOV_25);
  expect(goals).toMatch(/1\. 2027 végéig elérem az előléptetést/u);
  expect(goals).toMatch(/2\. A következő négy hónapban leteszem a targoncavezetői vizsgát/u);
  expect(goals).not.toMatch(/három dolgot, amin változtathatok/u);
});
