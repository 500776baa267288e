// Idempotency-Key on POST: the same key with the same body within 24 hours answers the
// first response again, without running the handler (no second generation, no second
// row); the same key with another body is a 422. Records live in the database, so they
// hold across restarts and instances. Only successful answers are kept: after an error
// the key is free again, so a client retrying a failed generation is not stuck.
import { createHash } from 'node:crypto';
import type { IdempotencyKeyRepository } from '../store/repositories/idempotency-keys.js';
import type { Clock } from '../time/clock.js';
import { microsToUtcIso } from '../time/iso.js';
import { errors } from '../pipeline/errors.js';
import type { ViewResult } from './response.js';

const DAY_MICROS = 86_400_000_000n;
/** How often expired records of other keys are swept out (a key's own are, on its next use). */
const PURGE_EVERY_MICROS = 3_600_000_000n;
const VISIBLE_ASCII = /^[\x21-\x7e]{1,255}$/;

export class Idempotency {
  private lastPurge = 0n;

  constructor(
    private readonly repo: IdempotencyKeyRepository,
    private readonly clock: Clock,
    /** A pending record untouched this long belongs to a request that died (GOAL_TIMEOUT_MS and more). */
    private readonly abandonAfterMs: number,
  ) {}

  /** The request body's identity: its media type and its exact bytes. */
  static fingerprint(contentType: string | undefined, body: Buffer): string {
    return createHash('sha256')
      .update(`${contentType ?? ''}\n`)
      .update(body)
      .digest('hex');
  }

  async run(scope: string, key: string, fingerprint: string, handler: () => Promise<ViewResult>): Promise<ViewResult> {
    if (!VISIBLE_ASCII.test(key)) throw errors.invalidIdempotencyKey();
    const now = this.clock.nowMicros();
    if (now - this.lastPurge > PURGE_EVERY_MICROS) {
      this.lastPurge = now;
      await this.repo.purgeExpired(microsToUtcIso(now - DAY_MICROS));
    }
    const claimed = await this.repo.claim({
      scope,
      key,
      fingerprint,
      now: microsToUtcIso(now),
      expiredBefore: microsToUtcIso(now - DAY_MICROS),
      abandonedBefore: microsToUtcIso(now - BigInt(this.abandonAfterMs) * 1000n),
    });
    if (!claimed) return this.replay(scope, key, fingerprint);
    let result: ViewResult;
    try {
      result = await handler();
    } catch (e) {
      await this.repo.release(scope, key);
      throw e;
    }
    if (result.status >= 200 && result.status < 300) {
      await this.repo.complete(scope, key, result.status, JSON.stringify(result.data), microsToUtcIso(this.clock.nowMicros()));
    } else {
      await this.repo.release(scope, key);
    }
    return result;
  }

  private async replay(scope: string, key: string, fingerprint: string): Promise<ViewResult> {
    const record = await this.repo.find(scope, key);
    if (!record) throw errors.idempotencyKeyInProgress(); // released between our claim and our look
    if (record.fingerprint !== fingerprint) throw errors.idempotencyKeyReused();
    if (record.state !== 'done' || record.status === null || record.response === null) throw errors.idempotencyKeyInProgress();
    return { status: record.status, data: JSON.parse(record.response), headers: { 'Idempotent-Replayed': 'true' } };
  }
}
