// The personal links that ask for a feedback (design §11): one live link per (relation,
// round, role); only the SHA-256 of a link's token is kept, so the table never holds what
// would open a form.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../connect.js';
import { feedbackInvitations, ROLES } from '../schema.js';

export type InvitationRole = (typeof ROLES)[number];

export interface InvitationKey {
  relationId: number;
  roundId: number;
  role: InvitationRole;
}

export interface InvitationRecord extends InvitationKey {
  id: number;
  /** UTC, as PostgreSQL's text. */
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

/** The hex SHA-256 of a link's token: what the table keeps and looks a link up by. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new link's token: 256 random bits, URL-safe (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const RECORD = {
  id: feedbackInvitations.id,
  relationId: feedbackInvitations.relationId,
  roundId: feedbackInvitations.roundId,
  role: feedbackInvitations.role,
  createdAt: feedbackInvitations.createdAt,
  expiresAt: feedbackInvitations.expiresAt,
  usedAt: feedbackInvitations.usedAt,
  revokedAt: feedbackInvitations.revokedAt,
};

/**
 * Issues a new link for `key` in `tx`, revoking the live one: the token (to put in the mail,
 * never stored) and the record. `now` and `expiresAt` are UTC instants as text.
 */
export async function issueInvitation(
  tx: Tx,
  key: InvitationKey,
  now: string,
  expiresAt: string,
): Promise<{ token: string; invitation: InvitationRecord }> {
  await tx
    .update(feedbackInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(feedbackInvitations.relationId, key.relationId),
        eq(feedbackInvitations.roundId, key.roundId),
        eq(feedbackInvitations.role, key.role),
        isNull(feedbackInvitations.usedAt),
        isNull(feedbackInvitations.revokedAt),
      ),
    );
  const token = newToken();
  const [invitation] = await tx
    .insert(feedbackInvitations)
    .values({ ...key, tokenHash: tokenHash(token), createdAt: now, expiresAt })
    .returning(RECORD);
  return { token, invitation };
}

export class FeedbackInvitationRepository {
  constructor(private readonly db: Database) {}

  /** Issues a new link for `key`, revoking the live one (see issueInvitation). */
  issue(key: InvitationKey, now: string, expiresAt: string): Promise<{ token: string; invitation: InvitationRecord }> {
    return this.db.orm.transaction((tx) => issueInvitation(tx, key, now, expiresAt));
  }

  /** The link a token opens, whatever its state; undefined when no link has this token. */
  async find(token: string): Promise<InvitationRecord | undefined> {
    const [row] = await this.db.orm
      .select(RECORD)
      .from(feedbackInvitations)
      .where(eq(feedbackInvitations.tokenHash, tokenHash(token)));
    return row;
  }

  /** Every link of one (relation, round, role), oldest first: the relation's timeline. */
  async history(key: InvitationKey): Promise<InvitationRecord[]> {
    return this.db.orm
      .select(RECORD)
      .from(feedbackInvitations)
      .where(
        and(
          eq(feedbackInvitations.relationId, key.relationId),
          eq(feedbackInvitations.roundId, key.roundId),
          eq(feedbackInvitations.role, key.role),
        ),
      )
      .orderBy(sql`${feedbackInvitations.id}`);
  }
}
