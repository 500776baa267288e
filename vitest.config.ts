import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './test/support/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // Vitest runs one file fewer than there are cores, leaving one to itself: a single
    // file at a time on the 2-core CI machine. Our files spend most of their time waiting
    // on the processes they start (the service, the CLI, PostgreSQL, Chromium), so one a
    // core is faster: the suite took 12.6 min one at a time and 5.4 min two at a time here.
    maxWorkers: availableParallelism(),
    // A worker imports the sources once for all its files, not once a file: no test mocks a
    // module or keeps state in one (no module-level singletons, design §2). The import phase
    // cost 178 s of 522 s for test/drf and test/pipeline, 33 s of 311 s without isolation,
    // and the CPU time fell from 3 min 13 s to 1 min 51 s.
    isolate: false,
    // The slowest files first (test/support/sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
