// Group commit for single-row inserts that arrive together: rows queued while a batch is
// being written go out in the next one, as one multi-row INSERT (one statement, one
// commit, one trigger run) instead of one each. Every caller's promise settles only after
// its row's transaction committed, so nothing is acknowledged before it is stored. A batch
// that fails is retried row by row, so one bad row never fails its neighbours.
//
// Rows are written in the order they were added, one batch at a time (a failed batch's
// rows too): what a writer reads while writing (smart goals read their created_at) follows
// the order of the ids the database hands out.

import { isDatabaseUnavailable } from './errors.js';

interface Pending<T, R> {
  row: T;
  resolve(value: R): void;
  reject(reason: unknown): void;
}

export class InsertBatcher<T, R> {
  private queue: Pending<T, R>[] = [];
  private writing = false;
  private scheduled = false;

  constructor(
    /** Inserts the rows in one statement; returns the stored rows in the same order. */
    private readonly writeMany: (rows: T[]) => Promise<R[]>,
    private readonly maxBatch = 500,
  ) {}

  add(row: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing || this.scheduled) return;
    this.scheduled = true;
    // One turn of the event loop lets the requests already read join this batch.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.writing || this.queue.length === 0) return;
    this.writing = true;
    const batch = this.queue.splice(0, this.maxBatch);
    try {
      await this.write(batch);
    } finally {
      this.writing = false;
      if (this.queue.length) this.schedule();
    }
  }

  private async write(batch: Pending<T, R>[]): Promise<void> {
    try {
      const stored = await this.writeMany(batch.map((p) => p.row));
      batch.forEach((p, i) => p.resolve(stored[i]));
      return;
    } catch (e) {
      // The database is gone: every row waiting would meet the same error one timeout at
      // a time. Answer them all now (503 at once, not after N connection timeouts).
      if (isDatabaseUnavailable(e)) {
        for (const p of [...batch, ...this.queue.splice(0)]) p.reject(e);
        return;
      }
      if (batch.length === 1) return batch[0].reject(e);
    }
    for (const p of batch) {
      try {
        p.resolve((await this.writeMany([p.row]))[0]);
      } catch (e) {
        p.reject(e);
      }
    }
  }
}
