// Which sign-in attempts are checked (issue 29, items 1 and 4; docs/security.md). Every
// attempt takes a place in three budgets before its password is hashed, under the
// budgets' row locks (store/repositories/login-throttles.ts), so that concurrent guesses,
// on one instance or many, are counted before any of them is answered:
//  - the (username, address) pair: 5 attempts within 15 minutes; the fifth blocks the pair
//    for 15 minutes, the right password included. A guesser at one address gets 5 tries.
//  - the address (an IPv6 /64; pipeline/addresses.ts), across usernames: 50 within 15
//    minutes, then 15 minutes blocked: room for an office behind one NAT, none for a
//    spray over many usernames.
//  - the username, from any address: the first 10 attempts are free, then each waits for a
//    delay that doubles from 1 s to 5 minutes; idle for 15 minutes, the budget starts over.
//    Guesses spread over many addresses are slowed, never allowed to lock the user out:
//    from a new address, the right password is at most one delay away.
// The attempt counts whatever its outcome while it is in flight; a success gives its place
// back (a person signing in is not a guess), a failure keeps it.
import type { Budget, BudgetKey, LoginThrottleRepository } from '../store/repositories/login-throttles.js';
import type { Clock } from '../time/clock.js';

const SECOND = 1_000_000n;
const MINUTE = 60n * SECOND;

export const PAIR_MAX = 5;
export const ADDRESS_MAX = 50;
export const WINDOW_MICROS = 15n * MINUTE;
export const BLOCK_MICROS = 15n * MINUTE;
export const USERNAME_FREE = 10;
export const USERNAME_MAX_DELAY_MICROS = 5n * MINUTE;
/** A budget unused for this long is forgotten (its longest rule is a window plus a block). */
const FORGET_MICROS = WINDOW_MICROS + BLOCK_MICROS + USERNAME_MAX_DELAY_MICROS;

/** The delay a username's budget puts after its `attempts`-th attempt. */
export function usernameDelay(attempts: number): bigint {
  if (attempts < USERNAME_FREE) return 0n;
  const exponent = attempts - USERNAME_FREE;
  return exponent >= 9 ? USERNAME_MAX_DELAY_MICROS : bigMin(SECOND << BigInt(exponent), USERNAME_MAX_DELAY_MICROS);
}

const bigMin = (a: bigint, b: bigint) => (a < b ? a : b);
const bigMax = (a: bigint, b: bigint) => (a > b ? a : b);

/** An attempt's place in its budgets, to give back if it succeeds. */
export interface Reservation {
  readonly keys: readonly BudgetKey[];
  readonly at: bigint;
}

export type Admission = { ok: true; reservation: Reservation } | { ok: false; retryAfterMicros: bigint };

/** A budget as it stands at `now`: a pair's or address's window and block run out, a username's after being idle. */
function current(b: Budget, now: bigint): Budget {
  const over =
    b.scope === 'u'
      ? now - b.lastAt > WINDOW_MICROS && now >= b.blockedUntil
      : now - b.windowStart > WINDOW_MICROS && now >= b.blockedUntil;
  return over ? { ...b, windowStart: now, attempts: 0, blockedUntil: 0n } : b;
}

/** The budget after one more attempt at `now`, or the time it refuses until. */
function take(b: Budget, now: bigint): Budget | bigint {
  if (now < b.blockedUntil) return b.blockedUntil;
  const attempts = b.attempts + 1;
  if (b.scope === 'u') {
    // No delay, no block: a concurrent attempt that read the clock a moment earlier must not be refused.
    const delay = usernameDelay(attempts);
    return { ...b, attempts, blockedUntil: delay > 0n ? now + delay : 0n, lastAt: now };
  }
  const max = b.scope === 'p' ? PAIR_MAX : ADDRESS_MAX;
  return { ...b, attempts, blockedUntil: attempts >= max ? now + BLOCK_MICROS : 0n, lastAt: now };
}

/** The budget with one attempt of `at` given back; a block that attempt set is lifted. */
function giveBack(b: Budget, at: bigint): Budget {
  if (b.lastAt < at || b.windowStart > at || b.attempts === 0) return b; // started over since
  const attempts = b.attempts - 1;
  if (b.scope === 'u') return { ...b, attempts };
  return { ...b, attempts, blockedUntil: b.blockedUntil === at + BLOCK_MICROS ? 0n : b.blockedUntil };
}

export class LoginThrottle {
  constructor(
    private readonly repo: LoginThrottleRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes a place for one attempt in the budgets of (username, address), or says until when
   * they refuse it. `address` is the client's key for limits (an IPv4 address or IPv6 /64).
   */
  async admit(username: string, address: string): Promise<Admission> {
    const now = this.clock.nowMicros();
    const keys = budgetKeys(username, address);
    return this.repo.admit(keys, now, now - FORGET_MICROS, (held): { result: Admission; write: Budget[] } => {
      const taken = held.map((b) => take(current(b, now), now));
      const refusedUntil = taken.filter((t): t is bigint => typeof t === 'bigint');
      if (refusedUntil.length) {
        const until = refusedUntil.reduce(bigMax);
        return { result: { ok: false, retryAfterMicros: until - now }, write: [] };
      }
      return { result: { ok: true, reservation: { keys, at: now } }, write: taken as Budget[] };
    });
  }

  /** Gives a successful attempt's place back. */
  async succeeded(reservation: Reservation): Promise<void> {
    const now = this.clock.nowMicros();
    await this.repo.admit(reservation.keys, now, now - FORGET_MICROS, (held) => ({
      result: undefined,
      write: held.map((b) => giveBack(b, reservation.at)),
    }));
  }

  /** Usernames refused at the moment (a pair's block or a username's delay), with until when. */
  throttled(): Promise<Map<string, bigint>> {
    return this.repo.throttledUsernames(this.clock.nowMicros());
  }

  /** Lifts every throttle on `username` (`user unlock`, the console's users page); whether there was one. */
  unlock(username: string): Promise<boolean> {
    return this.repo.clear(key(username), this.clock.nowMicros());
  }
}

/** The username as the throttle counts it: the column's 150 characters at most. */
const key = (username: string) => username.slice(0, 150);

function budgetKeys(username: string, address: string): BudgetKey[] {
  const u = key(username);
  return [
    { scope: 'p', username: u, address },
    { scope: 'a', username: '', address },
    { scope: 'u', username: u, address: '' },
  ];
}
