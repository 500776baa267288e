// A DATA_DIR holding an empty, migrated embedded database, as `npm run cli -- migrate` leaves
// a new one: a copy of the global setup's (test/support/global-setup.ts). For the tests whose
// subject is not the first start on a new DATA_DIR: a service or CLI process started on a new
// one spends 6–8 s of CPU in PGlite's initdb before it runs a migration (a copy: ~0.1 s), and
// the suite starts dozens. Starting on a new DATA_DIR itself, initdb and migrations included,
// stays pinned where it is the subject (test/main.test.ts's first describe,
// test/cli/index.test.ts's contract, test/readme.test.ts's first run).
import { cpSync } from 'node:fs';
import { inject } from 'vitest';
import type { TempDirs } from './temp-dirs.js';

/** A new directory of `temps` holding a copy of the migrated template DATA_DIR (modes kept). */
export function preparedDataDir(temps: TempDirs): string {
  const dir = temps.make();
  cpSync(inject('templateDataDir'), dir, { recursive: true });
  return dir;
}
