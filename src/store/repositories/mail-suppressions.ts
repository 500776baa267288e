// Addresses that get no more programme mail (design §11): unsubscribed by the one-click
// link, bounced (an SMTP 5xx) or suppressed by hand. An address is kept lower-case, so
// "Jana@Example.org" and "jana@example.org" are one row.
import { asc, eq, getTableName, sql } from 'drizzle-orm';
import type { Database, Tx } from '../connect.js';
import { mailSuppressions, SUPPRESSION_REASONS } from '../schema.js';
import { writeAudit, type AuditEntry, type FieldChanges } from './audit-log.js';

export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

export interface SuppressionRecord {
  id: number;
  email: string;
  reason: SuppressionReason;
  /** UTC, as PostgreSQL's text. */
  createdAt: string;
}

/** Who suppressed an address, as the audit log records it. */
export type Suppressor = Pick<AuditEntry, 'userId' | 'username'>;

/**
 * Suppresses an address in `tx`, with its audit entry (the suppression's History says who:
 * the person's link, the sender for a bounce); an address already suppressed keeps its first
 * reason and gets no entry.
 */
export async function suppressIn(tx: Tx, email: string, reason: SuppressionReason, now: string, who: Suppressor): Promise<void> {
  const lower = email.toLowerCase();
  const [row] = await tx
    .insert(mailSuppressions)
    .values({ email: lower, reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: mailSuppressions.id });
  if (!row) return;
  const changes: FieldChanges = { email: [null, lower], reason: [null, reason], created_at: [null, now] };
  await writeAudit(
    tx,
    { ...who, action: 'add', tableName: getTableName(mailSuppressions), objectId: row.id, objectRepr: lower, changes },
    now,
  );
}

export class MailSuppressionRepository {
  constructor(private readonly db: Database) {}

  async isSuppressed(email: string): Promise<boolean> {
    const [row] = await this.db.orm
      .select({ id: mailSuppressions.id })
      .from(mailSuppressions)
      .where(eq(mailSuppressions.email, email.toLowerCase()));
    return row !== undefined;
  }

  suppress(email: string, reason: SuppressionReason, now: string, who: Suppressor): Promise<void> {
    return this.db.orm.transaction((tx) => suppressIn(tx, email, reason, now, who));
  }

  /** Lifts a suppression; false when it is already gone. */
  async lift(id: number): Promise<boolean> {
    const gone = await this.db.orm.delete(mailSuppressions).where(eq(mailSuppressions.id, id)).returning({ id: mailSuppressions.id });
    return gone.length > 0;
  }

  async list(): Promise<SuppressionRecord[]> {
    return this.db.orm
      .select()
      .from(mailSuppressions)
      .orderBy(asc(sql`${mailSuppressions.email}`));
  }
}
