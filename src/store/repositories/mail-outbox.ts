// The outbox (design §11): every mail is a row here before it is sent. A step is queued once
// (the unique dedupe_key); the bodies hold the personal links as placeholders that the sender
// fills at send time, so no token is ever stored.
import { sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { mailOutbox, MAIL_KINDS, MAIL_STATUSES, ROLES } from '../schema.js';

export type MailKind = (typeof MAIL_KINDS)[number];
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A mail to queue. Instants and dates are text (UTC instants, YYYY-MM-DD dates). */
export interface QueuedMail {
  dedupeKey: string;
  kind: MailKind;
  recipient: string;
  replyTo: string | null;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  relationId: number | null;
  roundId: number | null;
  role: (typeof ROLES)[number] | null;
  managerId: number | null;
  dueDate: string | null;
  /** When it may first be sent (UTC). */
  nextAttemptAt: string;
}

export class MailOutboxRepository {
  constructor(private readonly db: Database) {}

  /**
   * Queues mails, skipping any whose dedupe_key is queued already (by this instance or
   * another, at any time): the ids of the rows added.
   */
  async enqueue(mails: readonly QueuedMail[], now: string): Promise<number[]> {
    if (!mails.length) return [];
    const added = await this.db.orm
      .insert(mailOutbox)
      .values(mails.map((m) => ({ ...m, createdAt: now })))
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id });
    return added.map((r) => r.id).sort((a, b) => a - b);
  }

  /** How many rows each status has (the console's one line of mail state reads it). */
  async countByStatus(): Promise<Partial<Record<MailStatus, number>>> {
    const rows = await this.db.rows<{ status: MailStatus; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM ${mailOutbox} GROUP BY status`,
    );
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  /**
   * The address a mail's unsubscribe link was sent to, by the SHA-256 (hex) of the link's
   * token; undefined when no mail carried it.
   */
  async recipientOfUnsubscribe(hash: string): Promise<string | undefined> {
    const [row] = await this.db.orm
      .select({ recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(sql`${mailOutbox.unsubscribeHash} = ${hash}`);
    return row?.recipient;
  }
}

// The planner's (src/mail/planner.ts): which steps are queued already, a batch at a time,
// and cancelling the earlier steps of an item that a later one supersedes.

/** Of `keys`, those a row of the outbox has (one statement for a batch of any size). */
export async function queuedKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.rows<{ dedupe_key: string }>(sql`
    SELECT dedupe_key FROM ${mailOutbox}
     WHERE dedupe_key IN (SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`);
  return new Set(rows.map((r) => r.dedupe_key));
}

/** A row no longer to be sent: the dedupe key of an item's earlier step, and the step that replaces it. */
export interface Superseded {
  dedupeKey: string;
  by: string;
}

/**
 * Cancels the rows of these keys that are still `pending`, each with the reason
 * "superseded by {key}": a reminder replaces the invitation not yet sent, the escalation
 * the reminder (design §11). Rows already sending or sent are left as they are. By the
 * unique key, so a batch costs one index probe a key however large the outbox has grown.
 * The number of rows cancelled.
 */
export async function cancelSuperseded(db: Database, rows: readonly Superseded[]): Promise<number> {
  if (!rows.length) return 0;
  const json = JSON.stringify(rows.map((r) => ({ key: r.dedupeKey, by: r.by })));
  const cancelled = await db.rows<{ id: number }>(sql`
    UPDATE ${mailOutbox} o SET status = 'cancelled', reason = 'superseded by ' || n.by
      FROM jsonb_to_recordset(${json}::jsonb) AS n (key text, by text)
     WHERE o.dedupe_key = n.key AND o.status = 'pending'
    RETURNING o.id`);
  return cancelled.length;
}

/**
 * Queues a batch in one statement, the rows as one JSON parameter (json_populate_recordset,
 * as the dataset import does: a planner's tick of 10,000 relations is a few of these, where
 * a VALUES list of bound parameters costs a millisecond a row on PGlite). As `enqueue`: a
 * key queued already is skipped; the ids of the rows added.
 */
export async function enqueueBatch(db: Database, mails: readonly QueuedMail[], now: string): Promise<number[]> {
  if (!mails.length) return [];
  const json = JSON.stringify(
    mails.map((m) => ({
      dedupe_key: m.dedupeKey,
      kind: m.kind,
      recipient: m.recipient,
      reply_to: m.replyTo,
      subject: m.subject,
      body_text: m.bodyText,
      body_html: m.bodyHtml,
      relation_id: m.relationId,
      round_id: m.roundId,
      role: m.role,
      manager_id: m.managerId,
      due_date: m.dueDate,
      next_attempt_at: m.nextAttemptAt,
      created_at: now,
    })),
  );
  const cols = sql.raw(
    'dedupe_key, kind, recipient, reply_to, subject, body_text, body_html, relation_id, round_id, role, manager_id, due_date, next_attempt_at, created_at',
  );
  const rows = await db.rows<{ id: number }>(sql`
    INSERT INTO ${mailOutbox} (${cols})
    SELECT ${cols} FROM json_populate_recordset(NULL::${mailOutbox}, ${json}::json)
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id`);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
