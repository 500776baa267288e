// The thread of test/threads/pool.test.ts: a job names what it does, so that one fixture
// shows an answer, a thrown error, a thread that dies, one that never ends, and a job that waits for the main thread.
import { threadId } from 'node:worker_threads';
import { serveJobs } from '../../src/threads/pool.js';

export type TestJob =
  | { kind: 'echo'; value: string }
  | { kind: 'throw'; message: string }
  | { kind: 'exit' }
  /** Holds the thread's CPU for good, as a draft that never ends would. */
  | { kind: 'spin' }
  /** Blocks the thread until the main thread stores 1 in `flag[0]`, then answers the thread's id. */
  | { kind: 'wait'; flag: Int32Array };

// A thread slow to start (JOB_THREAD_START_MS, read when it is spawned): its modules take that long to load.
const startMs = Number(process.env.JOB_THREAD_START_MS ?? 0);
if (startMs > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, startMs);

serveJobs((job: TestJob) => {
  switch (job.kind) {
    case 'echo':
      return `${job.value} from thread ${threadId}`;
    case 'throw':
      throw new Error(job.message);
    case 'exit':
      return process.exit(3);
    case 'spin':
      for (;;);
    case 'wait':
      while (Atomics.load(job.flag, 0) === 0) Atomics.wait(job.flag, 0, 0, 1000);
      return `done in thread ${threadId}`;
  }
});
