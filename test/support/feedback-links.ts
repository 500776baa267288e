// A relation that owes a feedback and a personal link asking for it, for the public pages'
// tests (design §11): the link issued through FeedbackInvitationRepository.issue, as the
// sender does, and requests from an address of their own (the pages' limit is per address).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/store/connect.js';
import {
  FeedbackInvitationRepository,
  newToken,
  tokenHash,
  type InvitationKey,
} from '../../src/store/repositories/feedback-invitations.js';
import { MailOutboxRepository } from '../../src/store/repositories/mail-outbox.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, roundId, startForDue } from './programme.js';

/** The test clock's instant (TEST_NOW_MICROS) as PostgreSQL takes it. */
export const NOW_TEXT = '2026-11-22T04:10:29.562886Z';
/** 60 days after the due date, end of that day in Prague. */
export const EXPIRES_TEXT = '2027-01-21T22:59:59.999999Z';

/**
 * Manager Jana (jana.1@example.org), mentor Petr, mentee Anna, relation 1 matched and its
 * Chemistry feedback due today (2026-11-22, the test clock's day).
 */
export async function owingProgramme(db: Database): Promise<{ chemistry: number }> {
  await insertManagers(db, { id: 1, firstName: 'Jana', lastName: 'Nová' });
  await insertMentors(db, { id: 1, firstName: 'Petr', lastName: 'Svoboda' });
  await insertMentees(db, { id: 1, firstName: 'Anna', lastName: "O'Brien" });
  await insertRelations(db, {
    id: 1,
    mentorId: 1,
    menteeId: 1,
    managerId: 1,
    status: 'matched',
    startDate: startForDue('2026-11-22', 'Chemistry'),
  });
  return { chemistry: await roundId(db, 'Chemistry') };
}

export async function issueLink(
  db: Database,
  key: InvitationKey,
  o: { now?: string; expiresAt?: string } = {},
): Promise<{ token: string; id: number }> {
  const { token, invitation } = await new FeedbackInvitationRepository(db).issue(key, o.now ?? NOW_TEXT, o.expiresAt ?? EXPIRES_TEXT);
  return { token, id: invitation.id };
}

let lastAddress = 0;

/** A client address no other test has used: each test starts with the whole per-address budget. */
export function freshAddress(): string {
  lastAddress++;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/** Requests from one address, with the form's POST urlencoded as a browser sends it. */
export class Visitor {
  constructor(
    private readonly app: FastifyInstance,
    readonly address = freshAddress(),
  ) {}

  get(url: string, headers: Record<string, string> = {}) {
    return this.app.inject({ method: 'GET', url, headers, remoteAddress: this.address });
  }

  post(url: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
    return this.app.inject({
      method: 'POST',
      url,
      payload: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      remoteAddress: this.address,
    });
  }

  send(o: InjectOptions) {
    return this.app.inject({ ...o, remoteAddress: this.address });
  }
}

/** The form's CSRF field in a page. */
export function csrfIn(body: string): string {
  return /name="csrf" value="([^"]+)"/.exec(body)![1];
}

/** Every table's version and row count: what a request that changes nothing leaves as it was. */
export async function tableState(db: Database): Promise<string> {
  const rows = await db.rows<{ name: string; version: string; row_count: string }>(
    sql`SELECT name, version::text, row_count::text FROM table_versions ORDER BY name`,
  );
  const [counts] = await db.rows<Record<string, number>>(
    sql`SELECT (SELECT count(*)::int FROM feedback_submissions) AS submissions, (SELECT count(*)::int FROM feedback_invitations) AS invitations,
               (SELECT count(*)::int FROM audit_log) AS audit, (SELECT count(*)::int FROM mail_suppressions) AS suppressions`,
  );
  return [...rows.map((r) => `${r.name} ${r.version} ${r.row_count}`), JSON.stringify(counts)].join('\n');
}

/** A sent test mail to `recipient` whose unsubscribe link carries the returned token (as the sender leaves it). */
export async function sentMail(db: Database, recipient: string, dedupeKey = `test:${recipient}`): Promise<string> {
  const [id] = await new MailOutboxRepository(db).enqueue(
    [
      {
        dedupeKey,
        kind: 'test',
        recipient,
        replyTo: null,
        subject: '2026-12-01 — a test',
        bodyText: 'text',
        bodyHtml: '<p>html</p>',
        relationId: null,
        roundId: null,
        role: null,
        managerId: null,
        dueDate: null,
        nextAttemptAt: NOW_TEXT,
      },
    ],
    NOW_TEXT,
  );
  const token = newToken();
  await db.rows(sql`UPDATE mail_outbox SET status = 'sent', unsubscribe_hash = ${tokenHash(token)} WHERE id = ${id}`);
  return token;
}
