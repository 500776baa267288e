import { and, asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../connect.js';
import { writeAudit, type Audited } from './audit-log.js';
import { apiTokens, users } from '../schema.js';

export interface TokenOwner {
  id: number;
  username: string;
}

export interface TokenListing {
  id: number;
  userId: number;
  username: string;
  keyPrefix: string;
  /** UTC, as PostgreSQL's text. */
  createdAt: string;
}

export class ApiTokenRepository {
  constructor(private readonly db: Database) {}

  /** Stores a token for `username` (creating the user if new); returns its id and the user. */
  async create(
    r: { username: string; keyHash: string; keyPrefix: string; now: string },
    audited?: Audited,
  ): Promise<{ id: number; user: TokenOwner }> {
    return this.db.orm.transaction(async (tx) => {
      // Two creators racing on a new name: the loser's insert does nothing and it reads the winner's row.
      await tx.insert(users).values({ username: r.username }).onConflictDoNothing();
      const [user] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.username, r.username));
      const [token] = await tx
        .insert(apiTokens)
        .values({ userId: user.id, keyHash: r.keyHash, keyPrefix: r.keyPrefix, createdAt: r.now })
        .returning({ id: apiTokens.id });
      if (audited) {
        const changes = { user: [null, user.username], key_prefix: [null, r.keyPrefix] } as Record<string, [unknown, unknown]>;
        const objectRepr = `${r.keyPrefix}… of ${user.username}`;
        await writeAudit(
          tx,
          { ...audited.who, action: 'add', tableName: 'api_tokens', objectId: token.id, objectRepr, changes },
          audited.now,
        );
      }
      return { id: token.id, user };
    });
  }

  async list(): Promise<TokenListing[]> {
    return this.db.orm
      .select({
        id: apiTokens.id,
        userId: apiTokens.userId,
        username: users.username,
        keyPrefix: apiTokens.keyPrefix,
        createdAt: apiTokens.createdAt,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .orderBy(asc(apiTokens.id));
  }

  /** Deletes a token; false when there is none with that id. */
  async revoke(id: number, audited?: Audited): Promise<boolean> {
    return this.db.orm.transaction(async (tx) => {
      const [gone] = await tx
        .delete(apiTokens)
        .where(eq(apiTokens.id, id))
        .returning({ id: apiTokens.id, userId: apiTokens.userId, keyPrefix: apiTokens.keyPrefix });
      if (!gone) return false;
      if (audited) {
        const [owner] = await tx.select({ username: users.username }).from(users).where(eq(users.id, gone.userId));
        await auditRevoked(tx, gone, owner?.username, audited);
      }
      return true;
    });
  }

  /** The owner of the token whose key hashes to `keyHash`, if any and not disabled. */
  async ownerOf(keyHash: string): Promise<TokenOwner | undefined> {
    const [row] = await this.db.orm
      .select({ id: users.id, username: users.username })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(and(eq(apiTokens.keyHash, keyHash), eq(users.isActive, true)));
    return row;
  }
}

/**
 * Revokes (deletes) every token of a user, inside `tx`: a revocation is the row's deletion,
 * and the statement moves the api_tokens version (0004's trigger), so every instance's
 * cache of keys refuses them from the next request on. Audited per token, as a revocation.
 */
export async function revokeTokensOf(tx: Tx, userId: number, audited: Audited | undefined): Promise<void> {
  const gone = await tx
    .delete(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .returning({ id: apiTokens.id, keyPrefix: apiTokens.keyPrefix });
  if (!audited || !gone.length) return;
  const [owner] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  for (const token of gone.sort((a, b) => a.id - b.id)) await auditRevoked(tx, token, owner?.username, audited);
}

async function auditRevoked(tx: Tx, token: { id: number; keyPrefix: string }, owner: string | undefined, audited: Audited): Promise<void> {
  const changes = { user: [owner ?? null, null], key_prefix: [token.keyPrefix, null] } as Record<string, [unknown, unknown]>;
  const objectRepr = `${token.keyPrefix}… of ${owner ?? '?'}`;
  await writeAudit(tx, { ...audited.who, action: 'delete', tableName: 'api_tokens', objectId: token.id, objectRepr, changes }, audited.now);
}
