// Console sessions (design §10): kept in the database, found by the SHA-256 of the cookie.
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { sessions, users } from '../schema.js';
import type { Role } from './users.js';

export interface SessionRecord {
  userId: number;
  username: string;
  role: Role;
  csrfToken: string;
  /** UTC, as PostgreSQL's text. */
  lastSeenAt: string;
}

export class SessionRepository {
  constructor(private readonly db: Database) {}

  async create(s: { keyHash: string; userId: number; csrfToken: string; now: string }): Promise<void> {
    await this.db.orm
      .insert(sessions)
      .values({ keyHash: s.keyHash, userId: s.userId, csrfToken: s.csrfToken, createdAt: s.now, lastSeenAt: s.now });
  }

  /** The session and its user, if the session exists and the user is active. */
  async find(keyHash: string): Promise<SessionRecord | undefined> {
    const [row] = await this.db.orm
      .select({
        userId: users.id,
        username: users.username,
        role: users.role,
        csrfToken: sessions.csrfToken,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.keyHash, keyHash), eq(users.isActive, true)));
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
