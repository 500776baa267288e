// Users: who owns API tokens and who signs in to the console (design §10).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { sessions, users, USER_ROLES } from '../schema.js';

export type Role = (typeof USER_ROLES)[number];

export interface UserListing {
  id: number;
  username: string;
  role: Role;
  isActive: boolean;
  hasPassword: boolean;
}

export interface SignInRecord {
  id: number;
  username: string;
  role: Role;
  isActive: boolean;
  passwordHash: string | null;
}

export class UserRepository {
  constructor(private readonly db: Database) {}

  /** Adds a user; undefined when the username is taken. */
  async create(u: { username: string; role: Role; passwordHash: string }): Promise<{ id: number } | undefined> {
    const [row] = await this.db.orm.insert(users).values(u).onConflictDoNothing().returning({ id: users.id });
    return row;
  }

  list(): Promise<UserListing[]> {
    return this.db.orm
      .select({ id: users.id, username: users.username, role: users.role, isActive: users.isActive, passwordHash: users.passwordHash })
      .from(users)
      .orderBy(asc(users.id))
      .then((rows) => rows.map(({ passwordHash, ...u }) => ({ ...u, hasPassword: passwordHash !== null })));
  }

  async byUsername(username: string): Promise<SignInRecord | undefined> {
    const [row] = await this.db.orm
      .select({ id: users.id, username: users.username, role: users.role, isActive: users.isActive, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, username));
    return row;
  }

  /** Sets a user's password and ends their sessions; false when there is no such user. */
  async setPassword(username: string, passwordHash: string): Promise<boolean> {
    return this.db.orm.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.username, username)).returning({ id: users.id });
      if (!row) return false;
      await tx.delete(sessions).where(eq(sessions.userId, row.id));
      return true;
    });
  }

  /** Disables a user and ends their sessions (their API tokens are refused too); false when there is none. */
  async disable(username: string): Promise<boolean> {
    return this.db.orm.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ isActive: false }).where(eq(users.username, username)).returning({ id: users.id });
      if (!row) return false;
      await tx.delete(sessions).where(eq(sessions.userId, row.id));
      return true;
    });
  }
}
