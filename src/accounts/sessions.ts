// Console sessions (design §10): a random 256-bit id in the `sessionid` cookie, its SHA-256
// in the database with the user and the session's CSRF token. Two weeks idle end a
// session; a sign-in always makes a new one (no fixation).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionRecord, SessionRepository } from '../store/repositories/sessions.js';
import type { Clock } from '../time/clock.js';
import { microsToUtcIso } from '../time/iso.js';
import { parsePgTimestamptz } from '../time/postgres.js';

export const SESSION_IDLE_MICROS = 14n * 24n * 3600n * 1_000_000n;
/** last_seen_at is written at most this often: a page view is not a write. */
const TOUCH_EVERY_MICROS = 60n * 1_000_000n;

export type Session = SessionRecord & { key: string };

const hash = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
/** A session id as the cookie carries it: 64 hex characters. */
const SESSION_KEY = /^[0-9a-f]{64}$/;

export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly clock: Clock,
  ) {}

  /** A new session for the user; its id goes in the cookie. Idle sessions are swept here. */
  async start(userId: number): Promise<{ key: string; csrfToken: string }> {
    const key = randomBytes(32).toString('hex');
    const csrfToken = randomBytes(32).toString('hex');
    const now = this.clock.nowMicros();
    await this.repo.deleteIdle(microsToUtcIso(now - SESSION_IDLE_MICROS));
    await this.repo.create({ keyHash: hash(key), userId, csrfToken, now: microsToUtcIso(now) });
    return { key, csrfToken };
  }

  /** The live session with this cookie value, if any (and its idle clock moved on). */
  async resume(key: string | undefined): Promise<Session | undefined> {
    if (key === undefined || !SESSION_KEY.test(key)) return undefined;
    const record = await this.repo.find(hash(key));
    if (!record) return undefined;
    const now = this.clock.nowMicros();
    const idle = now - parsePgTimestamptz(record.lastSeenAt);
    if (idle > SESSION_IDLE_MICROS) {
      await this.repo.delete(hash(key));
      return undefined;
    }
    if (idle > TOUCH_EVERY_MICROS) await this.repo.touch(hash(key), microsToUtcIso(now));
    return { ...record, key };
  }

  async end(key: string): Promise<void> {
    if (SESSION_KEY.test(key)) await this.repo.delete(hash(key));
  }
}

/** Whether a submitted CSRF token is the session's (compared in constant time). */
export function csrfMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
