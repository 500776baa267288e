// The offline drafter's answers, drafted once a worker: several files check their own properties of
// the same corpus inputs at the same run date (test/goals/drafting/one-deadline, no-grammar-break,
// situation-corpus), and vitest shares this module between the files a worker runs (vitest.config.ts,
// isolate: false). draftGoals is a pure function of its text and date (the drafter's determinism is
// pinned on its own, test/goals/drafting-languages.test.ts), so a repeated draft is the same answer.
import { draftGoals } from '../../src/goals/offline.js';

const drafts = new Map<string, string>();

/** draftGoals(input, now), from the worker's earlier draft of the same text and date when there is one. */
export function draftGoalsOnce(input: string, now: Date): string {
  const key = `${now.getTime()}\n${input}`;
  let output = drafts.get(key);
  if (output === undefined) {
    output = draftGoals(input, now);
    drafts.set(key, output);
  }
  return output;
}
