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
    // The slowest files first (test/support/sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
