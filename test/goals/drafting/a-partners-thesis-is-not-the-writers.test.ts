/**
 * Issue 33 (blind reading 67's 7): a thesis or a PhD told as a partner's ("Meine Freundin schreibt ihre Doktorarbeit",
 * "my girlfriend is writing her PhD thesis") was given to the writer as "my thesis" to finish, and her lack of time for him
 * ("hat nie Zeit für mich") as his own burnout. Both are the relationship's to talk through.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a partner's thesis and her lack of time are not the writer's", () => {
  it.each([
    [
      'Meine Freundin schreibt ihre Doktorarbeit und hat nie Zeit für mich. Wir streiten nur noch.',
      'unsere Beziehung durch ein offenes Gespräch verbessern',
      /meine Doktorarbeit|Arbeitslast/u,
    ],
    [
      'My girlfriend is writing her PhD thesis and never has time for me. We keep arguing.',
      'I will improve my relationship with my girlfriend',
      /my thesis|workload/u,
    ],
    [
      "Ma copine écrit sa thèse et n'a jamais le temps pour moi. On se dispute tout le temps.",
      'améliorer notre relation',
      /charge de travail/u,
    ],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });
});
