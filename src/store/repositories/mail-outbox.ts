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

/** An item's step just queued: its earlier rows still waiting are no longer to be sent. */
export interface QueuedStep {
  relationId: number;
  roundId: number;
  role: (typeof ROLES)[number];
  dedupeKey: string;
}

/**
 * Cancels every still-`pending` row of these items but the step's own, with the reason
 * "superseded by {key}": a reminder replaces the invitation not yet sent, the escalation
 * the reminder (design §11). Rows already sending or sent are left as they are. The number
 * of rows cancelled.
 */
export async function cancelSuperseded(db: Database, steps: readonly QueuedStep[]): Promise<number> {
  if (!steps.length) return 0;
  const json = JSON.stringify(steps.map((s) => ({ relation: s.relationId, round: s.roundId, role: s.role, key: s.dedupeKey })));
  const rows = await db.rows<{ id: number }>(sql`
    UPDATE ${mailOutbox} o SET status = 'cancelled', reason = 'superseded by ' || n.key
      FROM jsonb_to_recordset(${json}::jsonb) AS n (relation int, round int, role text, key text)
     WHERE o.status = 'pending' AND o.kind IN ('invitation', 'reminder', 'escalation')
       AND o.relation_id = n.relation AND o.round_id = n.round AND o.role = n.role AND o.dedupe_key <> n.key
    RETURNING o.id`);
  return rows.length;
}
