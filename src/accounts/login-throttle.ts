// Design §10: after 5 failed sign-ins for a username or from a client address within 15
// minutes, sign-ins for that username and from that address are refused for 15 minutes.
// The failures are rows in the database, so the rule holds across instances and restarts.
// A refused attempt is not a failure (it was never checked), so a blocked client cannot
// extend its own block, and the rows for one key within a window stay few.
import type { LoginFailure, LoginFailureRepository } from '../store/repositories/login-failures.js';
import type { Clock } from '../time/clock.js';
import { microsToUtcIso } from '../time/iso.js';
import { parsePgTimestamptz } from '../time/postgres.js';

export const MAX_FAILURES = 5;
export const WINDOW_MICROS = 15n * 60n * 1_000_000n;
export const BLOCK_MICROS = 15n * 60n * 1_000_000n;

export class LoginThrottle {
  constructor(
    private readonly repo: LoginFailureRepository,
    private readonly clock: Clock,
  ) {}

  /** Whether sign-ins for `username` from `address` are refused now. */
  async blocked(username: string, address: string): Promise<boolean> {
    const now = this.clock.nowMicros();
    const failures = await this.repo.since(key(username), address, microsToUtcIso(now - WINDOW_MICROS - BLOCK_MICROS));
    const times = (pick: (f: LoginFailure) => boolean) => failures.filter(pick).map((f) => parsePgTimestamptz(f.failedAt));
    return (
      blockedBy(
        times((f) => f.username === key(username)),
        now,
      ) ||
      blockedBy(
        times((f) => f.address === address),
        now,
      )
    );
  }

  async failed(username: string, address: string): Promise<void> {
    const now = this.clock.nowMicros();
    await this.repo.record({
      username: key(username),
      address,
      now: microsToUtcIso(now),
      forgetBefore: microsToUtcIso(now - WINDOW_MICROS - BLOCK_MICROS),
    });
  }
}

/** The username as the throttle counts it: the column's 150 characters at most. */
const key = (username: string) => username.slice(0, 150);

/**
 * Whether some failure `t` (times in order) was the fifth within the window ending at it
 * and its block (t + 15 min) has not run out. Linear: a sliding window over a short list.
 */
export function blockedBy(times: readonly bigint[], now: bigint): boolean {
  for (let i = MAX_FAILURES - 1; i < times.length; i++) {
    const t = times[i];
    if (t - times[i - (MAX_FAILURES - 1)] <= WINDOW_MICROS && now < t + BLOCK_MICROS) return true;
  }
  return false;
}
