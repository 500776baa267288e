// Users: who owns API tokens and who signs in to the console (design §10).
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../connect.js';
import { revokeTokensOf } from './api-tokens.js';
import { writeAudit, type Audited } from './audit-log.js';
import { consoleUserManagers, people, sessions, users, USER_ROLES } from '../schema.js';

const managerRows = people.manager;

export type Role = (typeof USER_ROLES)[number];

export interface UserListing {
  id: number;
  username: string;
  role: Role;
  isActive: boolean;
  hasPassword: boolean;
  /** The manager whose work the home page opens on (0012), or null. */
  managerId: number | null;
  managerName: string | null;
}

/** A manager as the user form's choice and the CLI's lookup name them. */
export interface ManagerChoice {
  id: number;
  name: string;
  email: string;
}

const managerName = sql<string>`${managerRows.firstName} || ' ' || ${managerRows.lastName}`;

/** A user's manager link as the audit log records it: the manager's name, or null. */
async function managerRepr(tx: Tx, managerId: number | null): Promise<string | null> {
  if (managerId === null) return null;
  const [m] = await tx.select({ name: managerName }).from(managerRows).where(eq(managerRows.id, managerId));
  return m ? m.name : null;
}

/** Sets or removes a user's manager link inside `tx`. */
async function setLink(tx: Tx, userId: number, managerId: number | null): Promise<void> {
  if (managerId === null) await tx.delete(consoleUserManagers).where(eq(consoleUserManagers.userId, userId));
  else
    await tx
      .insert(consoleUserManagers)
      .values({ userId, managerId })
      .onConflictDoUpdate({ target: consoleUserManagers.userId, set: { managerId } });
}

export interface SignInRecord {
  id: number;
  username: string;
  role: Role;
  isActive: boolean;
  passwordHash: string | null;
}

export type { Audited };

/**
 * Ends whatever access a user being disabled still has, inside the disabling transaction:
 * their sessions, and their API tokens for good (revoked as `token revoke` does, audited
 * alike), so that enabling them again gives no old key back.
 */
async function endAccess(tx: Tx, userId: number, audited: Audited | undefined): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await revokeTokensOf(tx, userId, audited);
}

export class UserRepository {
  constructor(private readonly db: Database) {}

  /** Adds a user, linked to a manager when `managerId` is given; undefined when the username is taken. */
  async create(
    { managerId = null, ...u }: { username: string; role: Role; passwordHash: string; managerId?: number | null },
    audited?: Audited,
  ): Promise<{ id: number } | undefined> {
    return this.db.orm.transaction(async (tx) => {
      const [row] = await tx.insert(users).values(u).onConflictDoNothing().returning({ id: users.id });
      if (row && managerId !== null) await setLink(tx, row.id, managerId);
      if (row && audited) {
        const changes = { username: [null, u.username], role: [null, u.role], is_active: [null, true] } as Record<
          string,
          [unknown, unknown]
        >;
        if (managerId !== null) changes.manager = [null, await managerRepr(tx, managerId)];
        await writeAudit(
          tx,
          { ...audited.who, action: 'add', tableName: 'users', objectId: row.id, objectRepr: u.username, changes },
          audited.now,
        );
      }
      return row;
    });
  }

  list(): Promise<UserListing[]> {
    return this.db.orm
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        isActive: users.isActive,
        passwordHash: users.passwordHash,
        managerId: consoleUserManagers.managerId,
        managerName: sql<string | null>`${managerName}`,
      })
      .from(users)
      .leftJoin(consoleUserManagers, eq(consoleUserManagers.userId, users.id))
      .leftJoin(managerRows, eq(managerRows.id, consoleUserManagers.managerId))
      .orderBy(asc(users.id))
      .then((rows) => rows.map(({ passwordHash, ...u }) => ({ ...u, hasPassword: passwordHash !== null })));
  }

  /** The manager a user is linked to, or undefined (the home page's "my work"). */
  async managerOf(userId: number): Promise<{ id: number; name: string } | undefined> {
    const [row] = await this.db.orm
      .select({ id: managerRows.id, name: managerName })
      .from(consoleUserManagers)
      .innerJoin(managerRows, eq(managerRows.id, consoleUserManagers.managerId))
      .where(eq(consoleUserManagers.userId, userId));
    return row;
  }

  /** Every manager, by name: the user form's Manager choice. */
  managerChoices(): Promise<ManagerChoice[]> {
    return this.db.orm
      .select({ id: managerRows.id, name: managerName, email: managerRows.email })
      .from(managerRows)
      .orderBy(asc(managerRows.lastName), asc(managerRows.firstName), asc(managerRows.id));
  }

  /** Each manager with this e-mail address, compared without case (the CLI's --manager). */
  managersByEmail(email: string): Promise<ManagerChoice[]> {
    return this.db.orm
      .select({ id: managerRows.id, name: managerName, email: managerRows.email })
      .from(managerRows)
      .where(sql`lower(${managerRows.email}) = lower(${email})`)
      .orderBy(asc(managerRows.id));
  }

  /**
   * Links a user to a manager, or unlinks them (null); false when there is no such user.
   * Audited when the link changes.
   */
  async link(username: string, managerId: number | null, audited?: Audited): Promise<boolean> {
    return this.db.orm.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username)).for('update');
      if (!user) return false;
      const [before] = await tx
        .select({ managerId: consoleUserManagers.managerId })
        .from(consoleUserManagers)
        .where(eq(consoleUserManagers.userId, user.id));
      const was = before?.managerId ?? null;
      if (was === managerId) return true;
      await setLink(tx, user.id, managerId);
      if (audited) {
        const changes = { manager: [await managerRepr(tx, was), await managerRepr(tx, managerId)] } as Record<string, [unknown, unknown]>;
        await writeAudit(
          tx,
          { ...audited.who, action: 'change', tableName: 'users', objectId: user.id, objectRepr: username, changes },
          audited.now,
        );
      }
      return true;
    });
  }

  async byUsername(username: string): Promise<SignInRecord | undefined> {
    const [row] = await this.db.orm
      .select({ id: users.id, username: users.username, role: users.role, isActive: users.isActive, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, username));
    return row;
  }

  /**
   * Sets a user's password and ends their sessions; false when there is no such user. The
   * audit entry says that it changed, never a hash.
   */
  async setPassword(username: string, passwordHash: string, audited?: Audited): Promise<boolean> {
    return this.db.orm.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.username, username)).returning({ id: users.id });
      if (!row) return false;
      await tx.delete(sessions).where(eq(sessions.userId, row.id));
      if (audited) {
        const changes = { password: ['(hidden)', '(changed)'] } as Record<string, [unknown, unknown]>;
        await writeAudit(
          tx,
          { ...audited.who, action: 'change', tableName: 'users', objectId: row.id, objectRepr: username, changes },
          audited.now,
        );
      }
      return true;
    });
  }

  /**
   * Gives a user a role and makes them active or not, if they are still as `seen` (under the
   * row's lock: another admin's change in between is 'stale', nothing is overwritten). A
   * user made inactive is signed out everywhere and loses their API tokens. Audited.
   */
  async change(
    id: number,
    seen: { role: Role; isActive: boolean; managerId?: number | null },
    next: { role: Role; isActive: boolean; managerId?: number | null },
    audited: Audited,
  ): Promise<'changed' | 'gone' | 'stale'> {
    return this.db.orm.transaction(async (tx) => {
      const [before] = await tx
        .select({ username: users.username, role: users.role, isActive: users.isActive, managerId: consoleUserManagers.managerId })
        .from(users)
        .leftJoin(consoleUserManagers, eq(consoleUserManagers.userId, users.id))
        .where(eq(users.id, id))
        .for('update', { of: users });
      if (!before) return 'gone';
      if (before.role !== seen.role || before.isActive !== seen.isActive) return 'stale';
      // A form that shows no Manager choice (undefined) leaves the link alone.
      if (seen.managerId !== undefined && before.managerId !== seen.managerId) return 'stale';
      const changes: Record<string, [unknown, unknown]> = {};
      if (before.role !== next.role) changes.role = [before.role, next.role];
      if (before.isActive !== next.isActive) changes.is_active = [before.isActive, next.isActive];
      if (next.managerId !== undefined && next.managerId !== before.managerId) {
        changes.manager = [await managerRepr(tx, before.managerId), await managerRepr(tx, next.managerId)];
        await setLink(tx, id, next.managerId);
      }
      if (!Object.keys(changes).length) return 'changed';
      await tx.update(users).set({ role: next.role, isActive: next.isActive }).where(eq(users.id, id));
      await writeAudit(
        tx,
        { ...audited.who, action: 'change', tableName: 'users', objectId: id, objectRepr: before.username, changes },
        audited.now,
      );
      if (!next.isActive) await endAccess(tx, id, audited);
      return 'changed';
    });
  }

  /**
   * Disables a user, ends their sessions and revokes their API tokens (also when they were
   * already inactive: tokens kept from before this rule go then); false when there is none.
   */
  async disable(username: string, audited?: Audited): Promise<boolean> {
    return this.db.orm.transaction(async (tx) => {
      const [before] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.username, username)).for('update');
      const [row] = await tx.update(users).set({ isActive: false }).where(eq(users.username, username)).returning({ id: users.id });
      if (!row) return false;
      if (audited && before.isActive) {
        const changes = { is_active: [true, false] } as Record<string, [unknown, unknown]>;
        await writeAudit(
          tx,
          { ...audited.who, action: 'change', tableName: 'users', objectId: row.id, objectRepr: username, changes },
          audited.now,
        );
      }
      await endAccess(tx, row.id, audited);
      return true;
    });
  }

  /**
   * Makes a disabled user active again: they sign in with their password; API tokens they
   * had were revoked when they were disabled. False when there is no such user.
   */
  async enable(username: string, audited?: Audited): Promise<boolean> {
    return this.db.orm.transaction(async (tx) => {
      const [before] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.username, username)).for('update');
      const [row] = await tx.update(users).set({ isActive: true }).where(eq(users.username, username)).returning({ id: users.id });
      if (!row) return false;
      if (audited && !before.isActive) {
        const changes = { is_active: [false, true] } as Record<string, [unknown, unknown]>;
        await writeAudit(
          tx,
          { ...audited.who, action: 'change', tableName: 'users', objectId: row.id, objectRepr: username, changes },
          audited.now,
        );
      }
      return true;
    });
  }
}
