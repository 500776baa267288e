import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { ThreadJobError, WorkerPool } from '../../src/threads/pool.js';
import type { TestJob } from './job-thread.js';

const THREAD = new URL('./job-thread.ts', import.meta.url);
const pools: WorkerPool<TestJob, string>[] = [];
const poolOf = (size: number) => {
  const pool = new WorkerPool<TestJob, string>(THREAD, size);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** A flag a job waits on in its thread until the main thread raises it. */
const flag = () => new Int32Array(new SharedArrayBuffer(4));
const raise = (f: Int32Array) => {
  Atomics.store(f, 0, 1);
  Atomics.notify(f, 0);
};
const threadOf = (answer: string) => Number(/thread (\d+)$/.exec(answer)![1]);

describe('WorkerPool', () => {
  it('answers a job in a thread of its own, not on the event loop', async () => {
    const answer = await poolOf(1).run({ kind: 'echo', value: 'hello' });
    expect(answer).toMatch(/^hello from thread \d+$/);
    expect(threadOf(answer)).not.toBe(threadId);
  });

  it('leaves the event loop free while a job runs: the job finishes only when a timer of the main thread lets it', async () => {
    const f = flag();
    const job = poolOf(1).run({ kind: 'wait', flag: f });
    // On the event loop this job would wait forever for a timer that could never fire.
    setTimeout(() => raise(f), 20);
    await expect(job).resolves.toMatch(/^done in thread \d+$/);
  });

  it('runs at most `size` jobs at once, and the next as soon as one ends', async () => {
    const pool = poolOf(2);
    const flags = [flag(), flag(), flag()];
    const settled: number[] = [];
    const jobs = flags.map((f, i) => pool.run({ kind: 'wait', flag: f }).then((a) => (settled.push(i), a)));
    raise(flags[2]!); // the third is queued behind two blocked threads: raising its flag alone finishes nothing
    await new Promise((r) => setTimeout(r, 100));
    expect(settled).toEqual([]);
    raise(flags[0]!);
    await jobs[0];
    await jobs[2];
    expect(settled).toEqual([0, 2]);
    raise(flags[1]!);
    const answers = await Promise.all(jobs);
    expect(new Set(answers.map(threadOf)).size).toBe(2);
  });

  it("fails a job whose handler threw with the error's message and frames, and the thread goes on serving", async () => {
    const pool = poolOf(1);
    const first = await pool.run({ kind: 'echo', value: 'a' });
    const error = await pool.run({ kind: 'throw', message: 'bad input' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThreadJobError);
    expect(error).toMatchObject({ message: 'bad input', stopped: false });
    expect((error as Error).stack).toContain('job-thread.ts'); // the frames of the thread, where it was thrown
    expect(threadOf(await pool.run({ kind: 'echo', value: 'b' }))).toBe(threadOf(first));
  });

  it('fails the job of a thread that died as stopped, and gives the next job a new thread', async () => {
    const pool = poolOf(1);
    const first = await pool.run({ kind: 'echo', value: 'a' });
    const error = await pool.run({ kind: 'exit' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ThreadJobError', stopped: true, message: 'the worker thread stopped: exit code 3' });
    const next = await pool.run({ kind: 'echo', value: 'b' });
    expect(threadOf(next)).not.toBe(threadOf(first));
  });

  it('fails every job of a thread that cannot start, one by one, and tries a new thread for each', async () => {
    const pool = new WorkerPool<TestJob, string>(new URL('./no-such-thread.js', import.meta.url), 1);
    pools.push(pool);
    await expect(pool.start()).rejects.toMatchObject({ stopped: true });
    const results = await Promise.allSettled([pool.run({ kind: 'echo', value: 'a' }), pool.run({ kind: 'echo', value: 'b' })]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.stopped)).toEqual([true, true]);
  });

  it("rejects an aborted job with the signal's reason, whether it waited or ran, and the others finish", async () => {
    const pool = poolOf(1);
    const [running, waiting] = [flag(), flag()];
    const [a, b] = [new AbortController(), new AbortController()];
    const first = pool.run({ kind: 'wait', flag: running }, { signal: a.signal });
    const second = pool.run({ kind: 'wait', flag: waiting }, { signal: b.signal });
    const third = pool.run({ kind: 'echo', value: 'c' });
    b.abort(new Error('client gone'));
    await expect(second).rejects.toThrow('client gone');
    a.abort(new Error('timed out'));
    await expect(first).rejects.toThrow('timed out');
    raise(running);
    await expect(third).resolves.toMatch(/^c from thread/);
    await expect(pool.run({ kind: 'echo', value: 'x' }, { signal: AbortSignal.abort(new Error('already')) })).rejects.toThrow('already');
  });

  it('fails a job still running after its time as timed out, stops its thread, and gives the next job a new one', async () => {
    const pool = poolOf(1);
    const first = threadOf(await pool.run({ kind: 'echo', value: 'before' }));
    await expect(pool.run({ kind: 'spin' }, { timeoutMs: 100 })).rejects.toMatchObject({
      timedOut: true,
      stopped: false,
      message: 'no answer within 100 ms',
    });
    const next = await pool.run({ kind: 'echo', value: 'after' }, { timeoutMs: 10_000 });
    expect(threadOf(next)).not.toBe(first);
  });

  it('stops the thread of a job given up while running once the job runs out of time', async () => {
    const pool = poolOf(1);
    const first = threadOf(await pool.run({ kind: 'echo', value: 'before' }));
    const gone = new AbortController();
    const spinning = pool.run({ kind: 'spin' }, { signal: gone.signal, timeoutMs: 100 });
    gone.abort(new Error('client gone'));
    await expect(spinning).rejects.toThrow('client gone');
    // Only the time limit frees the thread the spinning job holds.
    expect(threadOf(await pool.run({ kind: 'echo', value: 'after' }))).not.toBe(first);
  });

  it('fails a job that waited past its time as timed out, and leaves the running job its thread', async () => {
    const pool = poolOf(1);
    const f = flag();
    const running = pool.run({ kind: 'wait', flag: f });
    await expect(pool.run({ kind: 'echo', value: 'late' }, { timeoutMs: 50 })).rejects.toMatchObject({ timedOut: true });
    raise(f);
    const done = await running;
    expect(threadOf(await pool.run({ kind: 'echo', value: 'same' }))).toBe(threadOf(done));
  });

  it('lets a thread still starting finish when the job waiting for it runs out of time, and gives it the jobs after', async () => {
    process.env.JOB_THREAD_START_MS = '300';
    try {
      const pool = poolOf(1);
      await expect(pool.run({ kind: 'echo', value: 'early' }, { timeoutMs: 50 })).rejects.toMatchObject({ timedOut: true });
      // Each later job has as little time: had a job's timer stopped the thread starting for it, none would ever answer.
      let answer: string | undefined;
      for (let tries = 0; answer === undefined && tries < 100; tries++)
        answer = await pool.run({ kind: 'echo', value: 'later' }, { timeoutMs: 50 }).catch(() => undefined);
      expect(answer).toMatch(/^later from thread \d+$/);
    } finally {
      delete process.env.JOB_THREAD_START_MS;
    }
  });

  it('fails waiting jobs and refuses new ones once closed', async () => {
    const pool = poolOf(1);
    const f = flag();
    const outcomes = Promise.allSettled([pool.run({ kind: 'wait', flag: f }), pool.run({ kind: 'echo', value: 'w' })]);
    await pool.close();
    const [running, waiting] = (await outcomes).map((o) => (o as PromiseRejectedResult).reason);
    for (const reason of [running, waiting]) expect(reason).toMatchObject({ stopped: true, message: 'the thread pool is closed' });
    await expect(pool.run({ kind: 'echo', value: 'n' })).rejects.toMatchObject({ stopped: true });
  });
});
