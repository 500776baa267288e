// Console sessions (design §10): kept in the database, found by the SHA-256 of the cookie.
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { int, oneOf, preparedStatement, text } from '../prepared-statement.js';
import { sessions, USER_ROLES } from '../schema.js';
import type { Role } from './users.js';

export interface SessionRecord {
  userId: number;
  username: string;
  role: Role;
  csrfToken: string;
  /** UTC, as PostgreSQL's text. */
  lastSeenAt: string;
}

/**
 * Read for every console request: a named prepared statement (on PGlite the query builder's
 * general path cost about as much again as the rest of a small page).
 */
const FIND = preparedStatement(
  'sessions_find',
  `SELECT u.id, u.username, u.role, s.csrf_token, s.last_seen_at
     FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.key_hash = $1 AND u.is_active`,
  {
    userId: int('id'),
    username: text('username'),
    role: oneOf('role', USER_ROLES),
    csrfToken: text('csrf_token'),
    lastSeenAt: text('last_seen_at'),
  },
);

export class SessionRepository {
  constructor(private readonly db: Database) {}

  async create(s: { keyHash: string; userId: number; csrfToken: string; now: string }): Promise<void> {
    await this.db.orm
      .insert(sessions)
      .values({ keyHash: s.keyHash, userId: s.userId, csrfToken: s.csrfToken, createdAt: s.now, lastSeenAt: s.now });
  }

  /** The session and its user, if the session exists and the user is active. */
  async find(keyHash: string): Promise<SessionRecord | undefined> {
    const [row] = await this.db.preparedRows(FIND, [keyHash]);
    return row;
  }

  async touch(keyHash: string, now: string): Promise<void> {
    await this.db.orm.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.keyHash, keyHash));
  }

  async delete(keyHash: string): Promise<void> {
    await this.db.orm.delete(sessions).where(eq(sessions.keyHash, keyHash));
  }

  /** Deletes the sessions idle since before `before` (UTC ISO). */
  async deleteIdle(before: string): Promise<void> {
    await this.db.orm.delete(sessions).where(lt(sessions.lastSeenAt, before));
  }
}
