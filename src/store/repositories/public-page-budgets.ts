// The public pages' per-address budgets (feedback/limit.ts decides; this module only
// counts). A fixed window a client address: its first request opens a window of
// `windowMicros`, each request in it adds one. The count is taken by one statement that
// locks the address's row, so concurrent requests on any number of instances are counted
// one after another and none slips past the budget.
import { sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { publicPageBudgets } from '../schema.js';

export interface Taken {
  /** Requests in the window, this one included. */
  requests: number;
  /** When the window opened, epoch microseconds. */
  windowStart: bigint;
}

export class PublicPageBudgetRepository {
  constructor(private readonly db: Database) {}

  /** Counts a request of `address` at `now`. */
  async take(address: string, now: bigint, windowMicros: bigint): Promise<Taken> {
    const t = publicPageBudgets;
    const passed = sql`${t}.window_start <= ${(now - windowMicros).toString()}::bigint`;
    const [row] = await this.db.rows<{ requests: number; window_start: string }>(sql`
      INSERT INTO ${t} (address, window_start, requests) VALUES (${address}, ${now.toString()}::bigint, 1)
      ON CONFLICT (address) DO UPDATE
         SET window_start = CASE WHEN ${passed} THEN EXCLUDED.window_start ELSE ${t}.window_start END,
             requests = CASE WHEN ${passed} THEN 1 ELSE ${t}.requests + 1 END
      RETURNING requests, window_start`);
    return { requests: Number(row.requests), windowStart: BigInt(row.window_start) };
  }

  /** Forgets the windows that opened before `before`; how many. */
  async forget(before: bigint): Promise<number> {
    const gone = await this.db.rows(
      sql`DELETE FROM ${publicPageBudgets} WHERE window_start < ${before.toString()}::bigint RETURNING 1 AS one`,
    );
    return gone.length;
  }
}
