// Worker threads that run one kind of job off the event loop. A job that costs the CPU
// hundreds of milliseconds (the offline drafter reading 20,000 characters) would hold every
// other client's request that long on the loop; in a thread it holds only its own.
//
// Both sides are here because they share the messages: the pool posts { id, job } to an idle
// thread and the thread answers { id, value } or { id, error }. A thread first says it is
// ready (its modules loaded); one that dies fails its job and is replaced on the next.
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

type Reply<Out> = { ready: true } | { id: number; value: Out } | { id: number; error: string; stack?: string };

interface Job<In, Out> {
  id: number;
  job: In;
  resolve: (value: Out) => void;
  reject: (reason: unknown) => void;
  /** Runs while the job waits or a thread holds it, even one whose requester gave up (RunOptions.timeoutMs). */
  timer?: NodeJS.Timeout;
}

interface Thread<In, Out> {
  worker: Worker;
  ready: Promise<void>;
  job?: Job<In, Out>;
  /** Its modules loaded: only then is it given a job, so that a job's time is never spent on a thread's start. */
  started?: boolean;
  /** Being terminated: it takes no job, and an answer it still sends is dropped. */
  stopping?: boolean;
}

/** Why a job failed: its handler threw (the error's message), its thread stopped (`stopped`), or it ran out of time (`timedOut`). */
export class ThreadJobError extends Error {
  override name = 'ThreadJobError';
  constructor(
    message: string,
    readonly stopped = false,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

export interface RunOptions {
  /** An abort rejects at once with the signal's reason; a running job's answer is then dropped. */
  signal?: AbortSignal;
  /**
   * The job's whole time, waiting included. A job still waiting then leaves the queue; one still
   * running stops its thread, as nothing else interrupts a thread's synchronous work (the next job
   * gets a new thread). Either fails as `timedOut`.
   */
  timeoutMs?: number;
}

export class WorkerPool<In, Out> {
  private readonly threads = new Set<Thread<In, Out>>();
  private readonly queue: Job<In, Out>[] = [];
  private nextId = 1;
  private closed = false;

  /** `file` is the thread's module: it calls `serveJobs`. `size` threads at most run at once. */
  constructor(
    private readonly file: URL,
    private readonly size: number,
  ) {}

  /** Starts every thread now and waits for their modules (else the first jobs wait for them). */
  async start(): Promise<void> {
    while (this.threads.size < this.size) this.spawn();
    await Promise.all([...this.threads].map((t) => t.ready));
  }

  /** Runs `job` in the next idle thread (RunOptions: an abort, a time limit). */
  run(job: In, { signal, timeoutMs }: RunOptions = {}): Promise<Out> {
    if (this.closed) return Promise.reject(new ThreadJobError('the thread pool is closed', true));
    if (signal?.aborted) return Promise.reject(signal.reason as unknown);
    return new Promise<Out>((resolve, reject) => {
      const entry: Job<In, Out> = { id: this.nextId++, job, resolve, reject };
      const giveUp = (reason: unknown) => {
        const at = this.queue.indexOf(entry);
        if (at >= 0) clearTimeout(this.queue.splice(at, 1)[0]!.timer);
        entry.reject(reason);
      };
      const abort = () => giveUp(signal!.reason);
      signal?.addEventListener('abort', abort, { once: true });
      if (timeoutMs !== undefined)
        entry.timer = setTimeout(() => {
          giveUp(new ThreadJobError(`no answer within ${timeoutMs} ms`, false, true));
          const running = [...this.threads].find((t) => t.job === entry);
          if (running) this.stop(running);
        }, timeoutMs).unref();
      const settle =
        <T>(done: (v: T) => void) =>
        (v: T) => {
          signal?.removeEventListener('abort', abort);
          done(v);
        };
      entry.resolve = settle(resolve);
      entry.reject = settle(reject);
      this.queue.push(entry);
      this.dispatch();
    });
  }

  /** Stops the threads; jobs waiting or running fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const entry of this.queue.splice(0)) {
      clearTimeout(entry.timer);
      entry.reject(new ThreadJobError('the thread pool is closed', true));
    }
    await Promise.all([...this.threads].map((t) => t.worker.terminate()));
  }

  private dispatch(): void {
    for (const idle of this.threads) {
      if (this.queue.length === 0) return;
      if (!idle.started || idle.job !== undefined || idle.stopping) continue;
      const entry = this.queue.shift()!;
      idle.job = entry;
      // A busy thread keeps the process alive until it answers; an idle one does not.
      idle.worker.ref();
      idle.worker.postMessage({ id: entry.id, job: entry.job });
    }
    // The jobs left wait for a thread: one starts for each, as far as the pool's size allows.
    const starting = [...this.threads].filter((t) => !t.started).length;
    for (let n = starting; n < this.queue.length && this.threads.size < this.size; n++) this.spawn();
  }

  /** Terminates `thread`; its exit fails what it held and gives the jobs waiting a new thread. */
  private stop(thread: Thread<In, Out>): void {
    thread.stopping = true;
    void thread.worker.terminate();
  }

  private spawn(): Thread<In, Out> {
    const worker = this.file.pathname.endsWith('.ts') ? typeScriptWorker(this.file) : new Worker(this.file);
    let [ready, failed]: [() => void, (e: Error) => void] = [() => undefined, () => undefined];
    const thread: Thread<In, Out> = { worker, ready: new Promise<void>((res, rej) => ([ready, failed] = [res, rej])) };
    // Only start() waits for a thread's start; one spawned for waiting jobs fails the first of them instead.
    thread.ready.catch(() => undefined);
    this.threads.add(thread);
    worker.unref();
    worker.on('message', (reply: Reply<Out>) => {
      if ('ready' in reply) {
        thread.started = true;
        ready();
        return this.dispatch();
      }
      const entry = thread.job;
      if (entry?.id !== reply.id || thread.stopping) return;
      thread.job = undefined;
      clearTimeout(entry.timer);
      worker.unref();
      if ('error' in reply) entry.reject(thrownIn(reply));
      else entry.resolve(reply.value);
      this.dispatch();
    });
    const stopped = (why: string) => {
      if (!this.threads.delete(thread)) return;
      const error = new ThreadJobError(this.closed ? 'the thread pool is closed' : `the worker thread stopped: ${why}`, true);
      failed(error);
      // What it held fails: its job, or if it never started, the first job waiting (else a thread that cannot start
      // would be started again for ever). The jobs still waiting get a new thread, and so fail one at a time.
      const held = thread.started ? thread.job : this.queue.shift();
      clearTimeout(held?.timer);
      held?.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', (e) => stopped(e.message));
    worker.on('exit', (code) => stopped(`exit code ${code}`));
    return thread;
  }
}

/** The error a job's handler threw, with the thread's frames: the log then names where it was thrown. */
function thrownIn(reply: { error: string; stack?: string }): ThreadJobError {
  const error = new ThreadJobError(reply.error);
  if (reply.stack !== undefined) error.stack = reply.stack;
  return error;
}

/**
 * Under the tests the sources are TypeScript: the thread registers tsx's loader first (Node 20
 * does not pass `--import` on to a worker thread), then loads the module.
 */
function typeScriptWorker(file: URL): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const start = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(start, { eval: true });
}

/** In a pool's thread: answers each job with `handle`'s value, or its error's message and stack. */
export function serveJobs<In, Out>(handle: (job: In) => Out | Promise<Out>): void {
  if (isMainThread || !parentPort) throw new Error('serveJobs runs in a worker thread');
  const port = parentPort;
  port.on('message', ({ id, job }: { id: number; job: In }) => {
    Promise.resolve()
      .then(() => handle(job))
      .then(
        (value) => port.postMessage({ id, value }),
        (e: unknown) => port.postMessage(e instanceof Error ? { id, error: e.message, stack: e.stack } : { id, error: String(e) }),
      );
  });
  port.postMessage({ ready: true });
}
