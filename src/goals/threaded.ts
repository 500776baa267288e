// The offline generator in worker threads (GOAL_THREADS, docs/decisions.md): a draft holds the
// CPU for 5 ms to 400 ms (20,000 characters), which on the event loop every other client
// would wait for. In a thread only the draft's own request waits; the answers are the same.
import { WorkerPool, ThreadJobError } from '../threads/pool.js';
import { GenerationTimeoutError, GenerationUnavailableError } from './errors.js';
import type { GeneratedGoals, GoalGenerator } from './generator.js';

/** `now`: the application's clock when the request came (epoch milliseconds). */
export type DraftJob = { input: string; now: number };

const THREAD = new URL(`./offline-thread.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);

/** Starts `threads` drafting threads and resolves once their drafter is loaded; a draft not done in `timeoutMs` (GOAL_TIMEOUT_MS) stops its thread: 504. */
export async function startThreadedOfflineGenerator(
  now: () => Date,
  threads: number,
  timeoutMs: number,
): Promise<GoalGenerator & { close(): Promise<void> }> {
  const pool = new WorkerPool<DraftJob, GeneratedGoals>(THREAD, threads);
  // A pool that did not start is closed: goals/index.ts starts a new one, and this one's started threads would run on.
  await pool.start().catch((e: unknown) => pool.close().then(() => Promise.reject(e as Error)));
  return {
    name: 'offline',
    async generate(input, options) {
      try {
        return await pool.run({ input, now: now().getTime() }, { signal: options?.signal, timeoutMs });
      } catch (e) {
        if (e instanceof ThreadJobError && e.timedOut) throw new GenerationTimeoutError(timeoutMs);
        // A thread that stopped (killed, out of memory) fails only this draft, as a provider that went away: 503.
        if (e instanceof ThreadJobError && e.stopped) throw new GenerationUnavailableError(e.message, 1);
        throw e;
      }
    },
    close: () => pool.close(),
  };
}
