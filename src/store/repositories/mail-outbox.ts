// The outbox (design §11): every mail is a row here before it is sent. A step is queued once
// (the unique dedupe_key); the bodies hold the personal links as placeholders that the sender
// fills at send time, so no token is ever stored.
import { and, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../connect.js';
import { feedbackInvitations, mailOutbox, mailSuppressions, MAIL_KINDS, MAIL_STATUSES, ROLES } from '../schema.js';
import { newToken, tokenHash } from './feedback-invitations.js';
import { suppressIn, type Suppressor } from './mail-suppressions.js';

/** A bounce's suppression in the audit log: no user, a name no account can have. */
const MAIL_SENDER_WHO: Suppressor = { userId: null, username: '(mail sender)' };

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
  enqueue(mails: readonly QueuedMail[], now: string): Promise<number[]> {
    return enqueueBatch(this.db, mails, now);
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

/**
 * Of `keys`, those a row of the outbox has, each with its row's status (one statement for a
 * batch of any size). No status in the condition: the only index it can use is the unique
 * key's, one probe a key, whatever the table's statistics say (the embedded database has no
 * autovacuum, and a plan that trusted a never-analysed partial index of the pending rows
 * read all 20,000 of them for every batch of 500 keys).
 */
export async function queuedStatuses(db: Database, keys: readonly string[]): Promise<Map<string, MailStatus>> {
  if (!keys.length) return new Map();
  const rows = await db.rows<{ dedupe_key: string; status: MailStatus }>(sql`
    SELECT dedupe_key, status FROM ${mailOutbox}
     WHERE dedupe_key IN (SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`);
  return new Map(rows.map((r) => [r.dedupe_key, r.status]));
}

/**
 * The rows of the relations with ids in (`after`, `last`], each dedupe key with its status:
 * the planner's batch in one range of the item index, so a tick that finds nothing queued
 * reads nothing, and one that finds everything reads each row once (where looking up every
 * step's key of every item cost four index probes an item). As one JSON text, as
 * mailItemsPage reads its batch.
 */
export async function queuedForRelations(db: Database, after: number, last: number): Promise<Map<string, MailStatus>> {
  const [{ rows }] = await db.rows<{ rows: string }>(sql`
    SELECT coalesce(json_object_agg(dedupe_key, status), '{}')::text AS rows
      FROM ${mailOutbox} WHERE relation_id > ${after} AND relation_id <= ${last}`);
  return new Map(Object.entries(JSON.parse(rows) as Record<string, MailStatus>));
}

/** A row no longer to be sent: the dedupe key of an item's earlier step, and the step that replaces it. */
export interface Superseded {
  dedupeKey: string;
  by: string;
}

/**
 * Cancels the rows of these keys that are still `pending`, each with the reason
 * "superseded by {key}": a reminder replaces the invitation not yet sent, the escalation
 * the reminder (design §11). Rows already sending or sent are left as they are. The rows are
 * found by the unique key first, with no status in that condition (see queuedStatuses), so a
 * batch costs one index probe a key however large the outbox has grown. The planner passes
 * only keys it found pending. The number of rows cancelled.
 */
export async function cancelSuperseded(db: Database, rows: readonly Superseded[]): Promise<number> {
  if (!rows.length) return 0;
  const json = JSON.stringify(rows.map((r) => ({ key: r.dedupeKey, by: r.by })));
  const cancelled = await db.rows<{ id: number }>(sql`
    WITH found AS MATERIALIZED (
      SELECT o.id, n.by FROM jsonb_to_recordset(${json}::jsonb) AS n (key text, by text)
        JOIN ${mailOutbox} o ON o.dedupe_key = n.key)
    UPDATE ${mailOutbox} o SET status = 'cancelled', reason = 'superseded by ' || found.by
      FROM found
     WHERE o.id = found.id AND o.status = 'pending'
    RETURNING o.id`);
  return cancelled.length;
}

/**
 * Queues a batch in one statement, the rows as one JSON parameter (json_populate_recordset,
 * as the dataset import does: a planner's tick of 10,000 relations is a few of these, where
 * a VALUES list of bound parameters costs a millisecond a row on PGlite). The one insert of
 * the outbox (`enqueue` too): a key queued already is skipped; the ids of the rows added.
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

// ---------------------------------------------------------------------------
// Delivery (src/mail/sender.ts): claim due rows, record each attempt's outcome, expire
// leases, purge old bodies. Every transaction here is a few statements long: none is ever
// open while a mail is being sent.

/** A due row as the claim reads it, before its re-check. */
export interface ClaimCandidate {
  id: number;
  kind: MailKind;
  recipient: string;
  relationId: number | null;
  roundId: number | null;
  role: (typeof ROLES)[number] | null;
  /** YYYY-MM-DD */
  dueDate: string | null;
}

/** A row now `sending`, with what its message needs and the raw tokens issued for it. */
export interface ClaimedMail {
  id: number;
  kind: MailKind;
  recipient: string;
  replyTo: string | null;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  /** This attempt's number (1 for the first). */
  attempts: number;
  tokens: { feedback?: string; unsubscribe?: string };
}

export interface ClaimOptions {
  /** UTC instants as text. */
  now: string;
  leaseUntil: string;
  /** Rows claimed at most. */
  limit: number;
  /** Claim this row only (a test mail sent at once), if it is due. */
  onlyId?: number;
  /**
   * Why rows must not go out any more (a feedback no longer owed), by id; run in the
   * claiming transaction, before any token is issued, on the rows not cancelled already.
   */
  recheck(tx: Tx, rows: readonly ClaimCandidate[]): Promise<Map<number, string>>;
  /** When a person mail's invitation expires, from its due date (UTC instant as text). */
  invitationExpiry(dueDate: string): string;
  /**
   * Awaited between the claim's statements (the sender gives the event loop a turn there:
   * on PGlite no statement does). The transaction stays open meanwhile.
   */
  between?: () => Promise<void>;
}

export interface ClaimResult {
  claimed: ClaimedMail[];
  /** Rows the re-check cancelled, with the reason recorded. */
  cancelled: { id: number; reason: string }[];
}

interface DueRow extends ClaimCandidate {
  replyTo: string | null;
  subject: string;
  bodyText: string | null;
  bodyHtml: string | null;
  attempts: number;
  suppressed: string | null;
}

/** Mails to one person about one feedback: they carry the link to its form. */
const PERSON_KINDS: readonly MailKind[] = ['invitation', 'reminder'];

type PersonMail = DueRow & { relationId: number; roundId: number; role: (typeof ROLES)[number]; dueDate: string };

function isPersonMail(row: DueRow): row is PersonMail {
  return PERSON_KINDS.includes(row.kind) && row.relationId !== null && row.roundId !== null && row.role !== null && row.dueDate !== null;
}

/** The first key of the advisory locks on one feedback's link (the second: its item's hash). */
const INVITATION_LOCKS = 310_001;

const itemOf = (row: PersonMail) => `${row.relationId}:${row.roundId}:${row.role}`;

/**
 * issueInvitation for a batch of person mails, one per feedback: each item's live link is
 * revoked and a new one made, two statements in all. The raw tokens, by outbox row id.
 *
 * One feedback's link is issued by one transaction at a time: another instance issuing it
 * for another mail waits at the advisory lock until this one commits, then revokes this
 * link instead of colliding with it on the live-link index. Taken in order, before any write.
 */
async function issueLinks(tx: Tx, mails: readonly PersonMail[], opts: ClaimOptions): Promise<Map<number, string>> {
  const tokens = new Map<number, string>();
  if (!mails.length) return tokens;
  const keys = sql.join(
    mails.map((m) => sql`(${itemOf(m)}::text)`),
    sql`, `,
  );
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${INVITATION_LOCKS}, hashtext(k.item)) FROM (SELECT item FROM (VALUES ${keys}) AS v (item) ORDER BY item) AS k`,
  );
  await opts.between?.();
  const live = sql.join(
    mails.map((m) => sql`(${m.relationId}::int, ${m.roundId}::int, ${m.role}::text)`),
    sql`, `,
  );
  await tx
    .update(feedbackInvitations)
    .set({ revokedAt: opts.now })
    .where(
      and(
        isNull(feedbackInvitations.usedAt),
        isNull(feedbackInvitations.revokedAt),
        sql`(${feedbackInvitations.relationId}, ${feedbackInvitations.roundId}, ${feedbackInvitations.role}) IN (VALUES ${live})`,
      ),
    );
  await opts.between?.();
  const rows = mails.map((m) => {
    const token = newToken();
    tokens.set(m.id, token);
    const { relationId, roundId, role } = m;
    return { relationId, roundId, role, tokenHash: tokenHash(token), createdAt: opts.now, expiresAt: opts.invitationExpiry(m.dueDate) };
  });
  await tx.insert(feedbackInvitations).values(rows);
  return tokens;
}

/**
 * Claims due `pending` rows, oldest due first, in one short transaction: `FOR UPDATE SKIP
 * LOCKED`, so instances claiming at once each take other rows and every mail goes out once.
 * Each row is checked again (its address suppressed, what `recheck` says, a body purged):
 * such a row is `cancelled` with the reason. Every other row becomes `sending` with a lease,
 * its attempt counted, a new invitation for a person mail (revoking the last one) and a new
 * unsubscribe token for every mail but a test, whose SHA-256 the row keeps. The tokens are
 * returned, never stored. `sending` is committed before anything is sent.
 */
async function claimIn(tx: Tx, opts: ClaimOptions): Promise<ClaimResult> {
  const due = await rowsOf<DueRow>(
    tx,
    sql`SELECT o.id, o.kind, o.recipient, o.reply_to AS "replyTo", o.subject, o.body_text AS "bodyText",
               o.body_html AS "bodyHtml", o.relation_id AS "relationId", o.round_id AS "roundId", o.role,
               to_char(o.due_date, 'YYYY-MM-DD') AS "dueDate", o.attempts,
               (SELECT s.reason FROM ${mailSuppressions} s WHERE s.email = lower(o.recipient)) AS suppressed
          FROM ${mailOutbox} o
         WHERE o.status = 'pending' AND o.next_attempt_at <= ${opts.now}::timestamptz
               ${opts.onlyId === undefined ? sql`` : sql`AND o.id = ${opts.onlyId}`}
         ORDER BY o.next_attempt_at, o.id
         LIMIT ${opts.limit}
         FOR UPDATE OF o SKIP LOCKED`,
  );
  // Three steps, in this order: read (the re-checks), then the invitations, then the outbox,
  // each write one statement for the whole batch. Every write bumps its table's row of
  // table_versions (0003), locked to the end of the transaction; two instances claiming at
  // once must take those locks in the same order, or each would wait for the other (a
  // deadlock PostgreSQL ends by failing one).
  const cancelled: ClaimResult['cancelled'] = [];
  const kept: DueRow[] = [];
  const items = new Map<string, PersonMail>();
  const sendable = due.filter((row) => row.suppressed === null && row.bodyText !== null && row.bodyHtml !== null);
  await opts.between?.();
  const rechecked = sendable.length ? await opts.recheck(tx, sendable) : new Map<number, string>();
  await opts.between?.();
  for (const row of due) {
    const why =
      row.suppressed !== null
        ? `address suppressed (${row.suppressed})`
        : row.bodyText === null || row.bodyHtml === null
          ? 'nothing to send: the body was purged'
          : rechecked.get(row.id);
    if (why !== undefined) {
      cancelled.push({ id: row.id, reason: why });
    } else if (!isPersonMail(row)) {
      kept.push(row);
    } else if (!items.has(itemOf(row))) {
      items.set(itemOf(row), row);
      kept.push(row);
    }
    // (A second mail about the same feedback waits for the next batch: one link an item a batch.)
  }
  const links = await issueLinks(tx, [...items.values()], opts);
  await opts.between?.();
  const claimed = kept.map((row): ClaimedMail => {
    const tokens: ClaimedMail['tokens'] = {};
    const link = links.get(row.id);
    if (link !== undefined) tokens.feedback = link;
    if (row.kind !== 'test') tokens.unsubscribe = newToken();
    const { id, kind, recipient, replyTo, subject } = row;
    return { id, kind, recipient, replyTo, subject, bodyText: row.bodyText!, bodyHtml: row.bodyHtml!, attempts: row.attempts + 1, tokens };
  });
  if (cancelled.length) {
    const values = sql.join(
      cancelled.map((c) => sql`(${c.id}::int, ${c.reason}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE ${mailOutbox} o SET status = 'cancelled', reason = v.reason, lease_until = NULL
        FROM (VALUES ${values}) AS v (id, reason)
       WHERE o.id = v.id`);
    await opts.between?.();
  }
  if (claimed.length) {
    const values = sql.join(
      claimed.map((m) => sql`(${m.id}::int, ${m.tokens.unsubscribe === undefined ? null : tokenHash(m.tokens.unsubscribe)}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE ${mailOutbox} o
         SET status = 'sending', attempts = o.attempts + 1, lease_until = ${opts.leaseUntil}::timestamptz, reason = NULL,
             unsubscribe_hash = v.hash
        FROM (VALUES ${values}) AS v (id, hash)
       WHERE o.id = v.id`);
  }
  return { claimed, cancelled };
}

/** A claimed row's outcome applies while the row is still that attempt's (see recordSentMany). */
const stillTheAttempt = (id: number, attempts: number) => sql`id = ${id} AND attempts = ${attempts} AND status IN ('sending', 'unknown')`;

export class MailDelivery {
  constructor(private readonly db: Database) {}

  /** See claimIn. */
  claimDue(opts: ClaimOptions): Promise<ClaimResult> {
    return this.db.orm.transaction((tx) => claimIn(tx, opts));
  }

  /**
   * Rows still `sending` past their lease: the process sending them stopped (or lost the
   * database) mid-send, so whether the mail went out is not known. They become `unknown` and
   * are never sent again by themselves (the console's "send again" does). How many.
   */
  async expireLeases(now: string): Promise<number> {
    const rows = await this.db.rows<{ id: number }>(sql`
      UPDATE ${mailOutbox}
         SET status = 'unknown', reason = 'the lease ran out while sending: it may or may not have been delivered; not sent again by itself'
       WHERE status = 'sending' AND lease_until < ${now}::timestamptz
      RETURNING id`);
    return rows.length;
  }

  /**
   * Mails accepted by the server (a batch's, in one statement). An attempt that outlived
   * its lease (`unknown` meanwhile) is recorded as sent too: the server's answer is what
   * happened. A row changed since (cancelled, sent again) is left as it is.
   */
  async recordSentMany(sent: readonly { id: number; attempts: number; reply: string; messageId: string }[], now: string): Promise<void> {
    if (!sent.length) return;
    const values = sql.join(
      sent.map((m) => sql`(${m.id}::int, ${m.attempts}::int, ${m.reply}::text, ${m.messageId}::text)`),
      sql`, `,
    );
    await this.db.rows(sql`
      UPDATE ${mailOutbox} o
         SET status = 'sent', sent_at = ${now}::timestamptz, smtp_reply = v.reply, message_id = v.message_id,
             reason = NULL, lease_until = NULL
        FROM (VALUES ${values}) AS v (id, attempts, reply, message_id)
       WHERE o.id = v.id AND o.attempts = v.attempts AND o.status IN ('sending', 'unknown')`);
  }

  /** Not delivered, to be tried again at `nextAttemptAt`. */
  async recordRetry(id: number, attempts: number, nextAttemptAt: string, reply: string): Promise<void> {
    await this.db.rows(sql`
      UPDATE ${mailOutbox}
         SET status = 'pending', next_attempt_at = ${nextAttemptAt}::timestamptz, smtp_reply = ${reply},
             reason = ${`attempt ${attempts} failed, to be tried again`}, lease_until = NULL
       WHERE ${stillTheAttempt(id, attempts)}`);
  }

  /** Given up. `bounced`: the server refused the recipient, whose address is suppressed in the same transaction. */
  async recordFailed(id: number, attempts: number, now: string, reply: string, reason: string, bounced: boolean): Promise<void> {
    await this.db.orm.transaction(async (tx) => {
      const [row] = await rowsOf<{ recipient: string }>(
        tx,
        sql`UPDATE ${mailOutbox}
               SET status = 'failed', smtp_reply = ${reply}, reason = ${reason}, lease_until = NULL
             WHERE ${stillTheAttempt(id, attempts)}
            RETURNING recipient`,
      );
      if (row && bounced) await suppressIn(tx, row.recipient, 'bounced', now, MAIL_SENDER_WHO);
    });
  }

  /**
   * Deletes the bodies of up to `limit` mails sent before `before`, keeping what was sent
   * to whom and when: how many. In slices, so no statement holds the table for long.
   */
  async purgeBodies(before: string, now: string, limit: number): Promise<number> {
    const rows = await this.db.rows<{ id: number }>(sql`
      UPDATE ${mailOutbox}
         SET body_text = NULL, body_html = NULL, purged_at = ${now}::timestamptz
       WHERE id IN (SELECT id FROM ${mailOutbox}
                     WHERE status = 'sent' AND sent_at < ${before}::timestamptz AND purged_at IS NULL
                     LIMIT ${limit})
      RETURNING id`);
    return rows.length;
  }
}
