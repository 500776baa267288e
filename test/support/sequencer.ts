// The order the suite's files start in. Vitest starts the files it has no timings for
// (every run on a fresh clone, as in CI) largest first, which sent the slowest file of all,
// the bounded-memory import (short, but two minutes of child processes), among the last,
// with one core idle behind it while the other finished it. The files that take 75 s or
// more start first; the rest keep Vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take 75 s or more, slowest first (a CI run's own timings on both engines,
 * docs/performance.md): started first, so that the last files to end are short ones and
 * neither core waits alone at the end of the run.
 */
export const SLOW_FIRST = [
  // test/api/contract.test.ts was first: its reset and seed now run only after a test that wrote (a third of its time).
  'test/cli/index.test.ts',
  'test/main.test.ts',
  'test/faults/data-dir-unusable-stops-start-up-with-one-line.test.ts',
  'test/store/data-dir-modes.test.ts',
  'test/dataset/memory.test.ts',
  'test/readme.test.ts',
  // test/server/fuzz.test.ts reads the database's fingerprint once a request instead of twice (a quarter less).
  'test/server/fuzz.test.ts',
  'test/dataset/import.test.ts',
  'test/console/fuzz.test.ts',
  'test/cli/user.test.ts',
  'test/browser/console.test.ts',
];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((name) => f.moduleId.endsWith(name));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the others keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
