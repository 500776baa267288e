// What the delivery tests share: a small programme with one owed feedback, a mail about it
// queued as the planner queues one (placeholders in both bodies), and the outbox row read back.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/store/connect.js';
import { MailOutboxRepository, type QueuedMail } from '../../src/store/repositories/mail-outbox.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, roundId, startForDue } from '../support/programme.js';

export const BASE_URL = 'https://mentoring.example.org';
export const FROM = 'Mentoring programme <programme@example.org>';
export const DUE = '2026-12-01';
/** 2026-12-01 10:00 UTC, 11:00 in Prague. */
export const NOW = BigInt(Date.UTC(2026, 11, 1, 10, 0, 0)) * 1000n;
export const MINUTE = 60_000_000n;

export const SETTINGS = { from: FROM, publicBaseUrl: BASE_URL, sendHours: { from: 0, to: 23 }, timeZone: 'Europe/Prague' };

/** Relation 1 (mentor Tomas, mentee Jana, manager Mara), its Chemistry round due on DUE. */
export async function seedProgramme(db: Database, due: string = DUE): Promise<{ roundId: number }> {
  await insertManagers(db, { id: 1, firstName: 'Mara', lastName: 'Novak', email: 'mara@example.org' });
  await insertMentors(db, { id: 1, firstName: 'Tomas', lastName: 'Cerny', email: 'tomas@example.org' });
  await insertMentees(db, { id: 1, firstName: 'Jana', lastName: 'Dvorak', email: 'jana@example.org' });
  await insertRelations(db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: startForDue(due, 'Chemistry') });
  return { roundId: await roundId(db, 'Chemistry') };
}

/** Jana's invitation to the Chemistry round, as the planner would queue it. */
export function invitation(round: number, overrides: Partial<QueuedMail> = {}): QueuedMail {
  return {
    dedupeKey: `invitation:1:${round}:mentee`,
    kind: 'invitation',
    recipient: 'jana@example.org',
    replyTo: 'mara@example.org',
    subject: `${DUE} — Jana, how is your mentoring going?`,
    bodyText: 'Hello Jana,\n\nplease tell us: %%FEEDBACK_LINK%%\n\nNo more mails: %%UNSUBSCRIBE_LINK%%\n',
    bodyHtml: '<p>Hello Jana,</p><p><a href="%%FEEDBACK_LINK%%">Tell us</a></p><p><a href="%%UNSUBSCRIBE_LINK%%">No more mails</a></p>',
    relationId: 1,
    roundId: round,
    role: 'mentee',
    managerId: 1,
    dueDate: DUE,
    nextAttemptAt: '2026-12-01T09:00:00.000000Z',
    ...overrides,
  };
}

/** A manager's digest, the `i`th (mails the claim does not re-check: no relation, round or role). */
export function digest(round: number, i: number): QueuedMail {
  return invitation(round, {
    dedupeKey: `digest:${i}:2026-11-30`,
    kind: 'digest',
    recipient: `manager${i}@example.org`,
    relationId: null,
    roundId: null,
    role: null,
    dueDate: null,
  });
}

export async function queue(db: Database, ...mails: QueuedMail[]): Promise<number[]> {
  return new MailOutboxRepository(db).enqueue(mails, '2026-12-01T08:00:00.000000Z');
}

export interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
  sent_at: string | null;
  smtp_reply: string | null;
  message_id: string | null;
  reason: string | null;
  unsubscribe_hash: string | null;
  body_text: string | null;
}

export async function outboxRow(db: Database, id: number): Promise<OutboxRow> {
  const [row] = await db.rows<OutboxRow>(sql`
    SELECT id, status, attempts, next_attempt_at::text, lease_until::text, sent_at::text, smtp_reply, message_id,
           reason, unsubscribe_hash, body_text
      FROM mail_outbox WHERE id = ${id}`);
  return row;
}

/** The header's value as written in the message (unfolded), or undefined. */
export function rawHeader(parsed: { headerLines: readonly { key: string; line: string }[] }, name: string): string | undefined {
  const line = parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .slice(name.length + 1)
    .trim();
}
