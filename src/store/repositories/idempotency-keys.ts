import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { idempotencyKeys } from '../schema.js';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

export class IdempotencyKeyRepository {
  constructor(private readonly db: Database) {}

  /**
   * Claims (scope, key) for a new request, after removing a record of it that expired
   * (created before `expiredBefore`) or was abandoned pending (untouched since
   * `abandonedBefore`, e.g. its process died). Returns false when a live record exists.
   */
  async claim(r: {
    scope: string;
    key: string;
    fingerprint: string;
    now: string;
    expiredBefore: string;
    abandonedBefore: string;
  }): Promise<boolean> {
    const match = and(eq(idempotencyKeys.scope, r.scope), eq(idempotencyKeys.key, r.key));
    await this.db.orm
      .delete(idempotencyKeys)
      .where(
        and(
          match,
          or(
            lt(idempotencyKeys.createdAt, r.expiredBefore),
            and(eq(idempotencyKeys.state, 'pending'), lt(idempotencyKeys.updatedAt, r.abandonedBefore)),
          ),
        ),
      );
    const inserted = await this.db.orm
      .insert(idempotencyKeys)
      .values({ scope: r.scope, key: r.key, fingerprint: r.fingerprint, state: 'pending', createdAt: r.now, updatedAt: r.now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length === 1;
  }

  async find(scope: string, key: string): Promise<IdempotencyRecord | undefined> {
    const [row] = await this.db.orm
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return row;
  }

  async complete(scope: string, key: string, status: number, response: string, now: string): Promise<void> {
    await this.db.orm
      .update(idempotencyKeys)
      .set({ state: 'done', status, response, updatedAt: now })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  async release(scope: string, key: string): Promise<void> {
    await this.db.orm
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'pending')));
  }

  /** Removes every record created before `expiredBefore`; returns how many. */
  async purgeExpired(expiredBefore: string): Promise<number> {
    const rows = await this.db.orm
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, expiredBefore))
      .returning({ one: sql`1` });
    return rows.length;
  }
}
