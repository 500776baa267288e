// The sign-in throttle's budgets (accounts/login-throttle.ts decides; this module only
// stores). A budget is a row; admitting an attempt locks the attempt's rows, lets the
// caller decide on what they hold, and writes the decision back, in one transaction: two
// instances (or two requests on one) can never both take the last place of a budget.
import { sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { LOGIN_THROTTLE_SCOPES } from '../schema.js';

export type ThrottleScope = (typeof LOGIN_THROTTLE_SCOPES)[number];

/** Which budget: a scope and its key ('' for the part a scope does not use). */
export interface BudgetKey {
  scope: ThrottleScope;
  username: string;
  address: string;
}

export interface Budget extends BudgetKey {
  /** Epoch microseconds, as every time here. */
  windowStart: bigint;
  attempts: number;
  blockedUntil: bigint;
  lastAt: bigint;
}

interface BudgetRow {
  scope: ThrottleScope;
  username: string;
  address: string;
  window_start: string;
  attempts: number | string;
  blocked_until: string;
  last_at: string;
}

const budget = (r: BudgetRow): Budget => ({
  scope: r.scope,
  username: r.username,
  address: r.address,
  windowStart: BigInt(r.window_start),
  attempts: Number(r.attempts),
  blockedUntil: BigInt(r.blocked_until),
  lastAt: BigInt(r.last_at),
});

/** The order every transaction locks rows in, so that two never wait on each other. */
const byKey = (a: BudgetKey, b: BudgetKey) =>
  a.scope.localeCompare(b.scope) || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0) || (a.address < b.address ? -1 : 1);

const keyList = (keys: readonly BudgetKey[]) =>
  sql.join(
    keys.map((k) => sql`(${k.scope}, ${k.username}, ${k.address})`),
    sql`, `,
  );

/** How many stale budgets one admission deletes at most: the table shrinks as it is used. */
const FORGET_BATCH = 50;

export class LoginThrottleRepository {
  constructor(private readonly db: Database) {}

  /**
   * Locks the budgets of `keys` (made fresh at `now` where missing), hands them to `decide`
   * and stores the budgets it returns, all in one transaction. Budgets last used before
   * `forgetBefore` are deleted on the way, a few at a time.
   */
  async admit<T>(
    keys: readonly BudgetKey[],
    now: bigint,
    forgetBefore: bigint,
    decide: (held: Budget[]) => { result: T; write: Budget[] },
  ): Promise<T> {
    const sorted = [...keys].sort(byKey);
    return this.db.orm.transaction(async (tx) => {
      const run = async <R>(q: ReturnType<typeof sql>) => ((await tx.execute(q)) as unknown as { rows: R[] }).rows;
      await run(sql`DELETE FROM login_throttles WHERE (scope, username, address) IN (
        SELECT scope, username, address FROM login_throttles WHERE last_at < ${String(forgetBefore)}::bigint
        ORDER BY last_at LIMIT ${FORGET_BATCH})`);
      const fresh = sql.join(
        sorted.map((k) => sql`(${k.scope}, ${k.username}, ${k.address}, ${String(now)}::bigint, 0, 0, ${String(now)}::bigint)`),
        sql`, `,
      );
      await run(sql`INSERT INTO login_throttles (scope, username, address, window_start, attempts, blocked_until, last_at)
        VALUES ${fresh} ON CONFLICT DO NOTHING`);
      const held = (
        await run<BudgetRow>(sql`SELECT scope, username, address, window_start::text, attempts, blocked_until::text, last_at::text
          FROM login_throttles WHERE (scope, username, address) IN (${keyList(sorted)})
          ORDER BY scope, username, address FOR UPDATE`)
      ).map(budget);
      const { result, write } = decide(held);
      for (const b of write)
        await run(sql`UPDATE login_throttles SET window_start = ${String(b.windowStart)}::bigint, attempts = ${b.attempts},
          blocked_until = ${String(b.blockedUntil)}::bigint, last_at = ${String(b.lastAt)}::bigint
          WHERE scope = ${b.scope} AND username = ${b.username} AND address = ${b.address}`);
      return result;
    });
  }

  /** Usernames whose own or whose pairs' budgets refuse sign-ins at `now`, with until when. */
  async throttledUsernames(now: bigint): Promise<Map<string, bigint>> {
    const rows = await this.db.rows<{ username: string; until: string }>(
      sql`SELECT username, max(blocked_until)::text AS until FROM login_throttles
           WHERE scope IN ('p', 'u') AND blocked_until > ${String(now)}::bigint GROUP BY username`,
    );
    return new Map(rows.map((r) => [r.username, BigInt(r.until)]));
  }

  /** Forgets every budget of `username` (its own and its pairs'); whether one refused sign-ins at `now`. */
  async clear(username: string, now: bigint): Promise<boolean> {
    const rows = await this.db.rows<{ refusing: boolean }>(
      sql`DELETE FROM login_throttles WHERE scope IN ('p', 'u') AND username = ${username}
          RETURNING blocked_until > ${String(now)}::bigint AS refusing`,
    );
    return rows.some((r) => r.refusing);
  }
}
