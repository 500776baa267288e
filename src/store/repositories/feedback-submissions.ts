// Feedback submissions recorded from the console's home page ("Mark as submitted", and
// its undo) and from the public form (design §11), each with its audit entry in the same
// transaction.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Orm, type Tx } from '../connect.js';
import { feedbackInvitations, feedbackQuestions, mailOutbox, ROLES, users } from '../schema.js';
import { writeAudit, type AuditEntry } from './audit-log.js';

export type FeedbackRole = (typeof ROLES)[number];

export interface SubmissionKey {
  relationId: number;
  roundId: number;
  role: FeedbackRole;
}

export interface SubmissionRecord extends SubmissionKey {
  id: number;
  /** UTC, as PostgreSQL's text. */
  submittedAt: string;
  /** "Mid Program feedback of mentee Jana Nováková". */
  repr: string;
}

type Who = Pick<AuditEntry, 'userId' | 'username'>;

async function findSubmission(q: Orm | Tx, id: number): Promise<SubmissionRecord | undefined> {
  const [row] = await rowsOf<SubmissionRecord>(
    q,
    sql`SELECT s.id, s.relation_id AS "relationId", s.round_id AS "roundId", s.role, s.submitted_at::text AS "submittedAt",
               fr.title || ' feedback of ' || s.role || ' ' ||
               CASE s.role WHEN 'mentee' THEN me.first_name || ' ' || me.last_name
                           ELSE mo.first_name || ' ' || mo.last_name END AS repr
          FROM feedback_submissions s
          JOIN feedback_rounds fr ON fr.id = s.round_id
          JOIN mentoring_relations r ON r.id = s.relation_id
          JOIN mentees me ON me.id = r.mentee_id
          JOIN mentors mo ON mo.id = r.mentor_id
         WHERE s.id = ${id}`,
  );
  return row;
}

const fields = (s: SubmissionRecord) => ({ relation: s.relationId, round: s.roundId, role: s.role, submitted_at: s.submittedAt });

/**
 * Records the submission with its audit entry, in `tx`; undefined when the relation or the
 * round does not exist, or the submission is already there (someone was quicker).
 */
async function submitIn(tx: Tx, key: SubmissionKey, now: string, who: Who): Promise<SubmissionRecord | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`INSERT INTO feedback_submissions (relation_id, round_id, role, submitted_at, source, submitted_by_id)
        SELECT r.id, fr.id, ${key.role}, ${now}::timestamptz, 'console', ${who.userId}::int
          FROM mentoring_relations r, feedback_rounds fr
         WHERE r.id = ${key.relationId} AND fr.id = ${key.roundId}
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  if (!row) return undefined;
  const added = (await findSubmission(tx, row.id))!;
  const changes = Object.fromEntries(Object.entries(fields(added)).map(([k, v]) => [k, [null, v] as [unknown, unknown]]));
  await writeAudit(
    tx,
    { ...who, action: 'add', tableName: 'feedback_submissions', objectId: added.id, objectRepr: added.repr, changes },
    now,
  );
  return added;
}

/** A form's answers as stored: each question's id and the text given (a rating as "1"…"5"). */
export interface FormAnswer {
  question_id: number;
  value: string;
}

/** What the public form says of the feedback a link asks for (design §11): first names only. */
export interface FormSubject {
  personFirstName: string;
  otherFirstName: string;
  roundTitle: string;
  managerFirstName: string;
  managerEmail: string;
  /** When its submission was recorded (UTC, PostgreSQL's text), from the form or not; null while owed. */
  submittedAt: string | null;
}

/** The form's page of one (relation, round, role); undefined when the relation or round is gone. */
async function formSubjectOf(q: Orm | Tx, key: SubmissionKey): Promise<FormSubject | undefined> {
  const [row] = await rowsOf<FormSubject>(
    q,
    sql`SELECT CASE ${key.role} WHEN 'mentee' THEN me.first_name ELSE mo.first_name END AS "personFirstName",
               CASE ${key.role} WHEN 'mentee' THEN mo.first_name ELSE me.first_name END AS "otherFirstName",
               fr.title AS "roundTitle", ma.first_name AS "managerFirstName", ma.email AS "managerEmail",
               (SELECT s.submitted_at::text FROM feedback_submissions s
                 WHERE s.relation_id = r.id AND s.round_id = fr.id AND s.role = ${key.role}) AS "submittedAt"
          FROM mentoring_relations r
          JOIN mentees me ON me.id = r.mentee_id
          JOIN mentors mo ON mo.id = r.mentor_id
          JOIN managers ma ON ma.id = r.manager_id
          JOIN feedback_rounds fr ON fr.id = ${key.roundId}
         WHERE r.id = ${key.relationId}`,
  );
  return row;
}

/** Why the form's POST recorded nothing: the link's state, or the feedback given already (in the console, say). */
export type FormRefusal = 'unknown' | 'used' | 'revoked' | 'expired' | 'answered';

/**
 * The public form's write (design §11), in `tx`: locks the link by its token's hash, checks
 * it is live (not used, revoked or expired at `now`) and its feedback still owed, then
 * records the submission (source `form`, the answers, no user) with its audit entry and
 * marks the link used. A replay waits on the lock and finds the link used: nothing twice.
 */
async function submitFromFormIn(
  tx: Tx,
  hash: string,
  now: string,
  answers: readonly FormAnswer[],
  who: Who,
): Promise<{ recorded: SubmissionRecord } | { refused: FormRefusal }> {
  const [link] = await rowsOf<SubmissionKey & { id: number; used: boolean; revoked: boolean; expired: boolean }>(
    tx,
    sql`SELECT id, relation_id AS "relationId", round_id AS "roundId", role,
               used_at IS NOT NULL AS used, revoked_at IS NOT NULL AS revoked, expires_at <= ${now}::timestamptz AS expired
          FROM feedback_invitations WHERE token_hash = ${hash} FOR UPDATE`,
  );
  if (!link) return { refused: 'unknown' };
  if (link.used) return { refused: 'used' };
  if (link.revoked) return { refused: 'revoked' };
  if (link.expired) return { refused: 'expired' };
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`INSERT INTO feedback_submissions (relation_id, round_id, role, submitted_at, source, submitted_by_id, answers)
        VALUES (${link.relationId}, ${link.roundId}, ${link.role}, ${now}::timestamptz, 'form', NULL, ${JSON.stringify(answers)}::jsonb)
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  if (!row) return { refused: 'answered' };
  const added = (await findSubmission(tx, row.id))!;
  const changes = Object.fromEntries(
    Object.entries({ ...fields(added), source: 'form' }).map(([k, v]) => [k, [null, v] as [unknown, unknown]]),
  );
  await writeAudit(
    tx,
    { ...who, action: 'add', tableName: 'feedback_submissions', objectId: added.id, objectRepr: added.repr, changes },
    now,
  );
  await tx.execute(sql`UPDATE feedback_invitations SET used_at = ${now}::timestamptz WHERE id = ${link.id}`);
  return { recorded: added };
}

export class FeedbackSubmissionRepository {
  constructor(private readonly db: Database) {}

  find(id: number): Promise<SubmissionRecord | undefined> {
    return findSubmission(this.db.orm, id);
  }

  /**
   * The feedbacks `userId` marked as submitted in the console on `day` (YYYY-MM-DD in
   * `timeZone`), newest first: what they may undo (the console's marks of the day).
   */
  async markedOn(userId: number, day: string, timeZone: string): Promise<SubmissionRecord[]> {
    const ids = await rowsOf<{ id: number }>(
      this.db.orm,
      sql`SELECT id FROM feedback_submissions
           WHERE submitted_by_id = ${userId} AND source = 'console'
             AND submitted_at >= ${day}::date - 2 AND (submitted_at AT TIME ZONE ${timeZone})::date = ${day}::date
           ORDER BY submitted_at DESC, id DESC LIMIT 200`,
    );
    const out: SubmissionRecord[] = [];
    for (const { id } of ids) {
      const one = await findSubmission(this.db.orm, id);
      if (one) out.push(one);
    }
    return out;
  }

  /**
   * Records the submission with its audit entry; undefined when the relation or the round
   * does not exist, or the submission is already there (someone was quicker).
   */
  async submit(key: SubmissionKey, now: string, who: Who): Promise<SubmissionRecord | undefined> {
    return this.db.orm.transaction((tx) => submitIn(tx, key, now, who));
  }

  /** What the form of (relation, round, role) shows; undefined when the relation or round is gone. */
  formSubject(key: SubmissionKey): Promise<FormSubject | undefined> {
    return formSubjectOf(this.db.orm, key);
  }

  /** The public form's write in one transaction (submitFromFormIn): the submission, or why not. */
  submitFromForm(
    hash: string,
    now: string,
    answers: readonly FormAnswer[],
    who: Who,
  ): Promise<{ recorded: SubmissionRecord } | { refused: FormRefusal }> {
    return this.db.orm.transaction((tx) => submitFromFormIn(tx, hash, now, answers, who));
  }

  /** Records several submissions in one transaction (a bulk action); those recorded. */
  async submitMany(keys: readonly SubmissionKey[], now: string, who: Who): Promise<SubmissionRecord[]> {
    return this.db.orm.transaction(async (tx) => {
      const added: SubmissionRecord[] = [];
      for (const key of keys) {
        const one = await submitIn(tx, key, now, who);
        if (one) added.push(one);
      }
      return added;
    });
  }

  /** Deletes a submission with its audit entry; undefined when it is already gone. */
  async remove(id: number, now: string, who: Who): Promise<SubmissionRecord | undefined> {
    return this.db.orm.transaction(async (tx) => {
      const before = await findSubmission(tx, id);
      if (!before) return undefined;
      await tx.execute(sql`DELETE FROM feedback_submissions WHERE id = ${id}`);
      const changes = Object.fromEntries(Object.entries(fields(before)).map(([k, v]) => [k, [v, null] as [unknown, unknown]]));
      await writeAudit(
        tx,
        { ...who, action: 'delete', tableName: 'feedback_submissions', objectId: id, objectRepr: before.repr, changes },
        now,
      );
      return before;
    });
  }
}

// ---------------------------------------------------------------------------------------
// A relation's feedback timeline (the console, design §11): per round and role, what was
// asked by mail, the links issued, and the submission with its answers.

/** The relation a timeline is of. */
export interface TimelineRelation {
  id: number;
  mentor: string;
  mentee: string;
  status: string;
  startDate: string;
}

export interface TimelineRound {
  id: number;
  title: string;
  /** YYYY-MM-DD: the start date and the round's days. */
  due: string;
}

/** A mail of the relation (the outbox's rows about it); instants UTC, as PostgreSQL's text. */
export interface TimelineMail {
  id: number;
  roundId: number | null;
  role: FeedbackRole | null;
  kind: string;
  status: string;
  recipient: string;
  createdAt: string;
  sentAt: string | null;
  reason: string | null;
}

export interface TimelineLink {
  roundId: number;
  role: FeedbackRole;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

export interface TimelineSubmission {
  id: number;
  roundId: number;
  role: FeedbackRole;
  source: string;
  submittedAt: string;
  /** Who recorded it: the user's name (null: the form, an import, or a user since removed: then `submittedById`). */
  submittedBy: string | null;
  submittedById: number | null;
  /** Each answer with its question's text (null when the question was deleted since). */
  answers: { questionId: number; question: string | null; value: string }[];
}

export interface Timeline {
  relation: TimelineRelation;
  rounds: TimelineRound[];
  mails: TimelineMail[];
  links: TimelineLink[];
  submissions: TimelineSubmission[];
}

export class FeedbackTimelineRepository {
  constructor(private readonly db: Database) {}

  /** The timeline of a relation, oldest first; undefined when there is no such relation. */
  async of(relationId: number): Promise<Timeline | undefined> {
    const q = this.db.orm;
    const [relation] = await rowsOf<TimelineRelation>(
      q,
      sql`SELECT r.id, mo.first_name || ' ' || mo.last_name AS mentor, me.first_name || ' ' || me.last_name AS mentee,
                 r.status, r.start_date::text AS "startDate"
            FROM mentoring_relations r JOIN mentors mo ON mo.id = r.mentor_id JOIN mentees me ON me.id = r.mentee_id
           WHERE r.id = ${relationId}`,
    );
    if (!relation) return undefined;
    const [rounds, mails, links, submissions] = await Promise.all([
      rowsOf<TimelineRound>(
        q,
        sql`SELECT fr.id, fr.title, (${relation.startDate}::date + fr.days_after_start)::text AS due
              FROM feedback_rounds fr ORDER BY fr."order", fr.id`,
      ),
      rowsOf<TimelineMail>(
        q,
        sql`SELECT o.id, o.round_id AS "roundId", o.role, o.kind, o.status, o.recipient, o.created_at::text AS "createdAt",
                   o.sent_at::text AS "sentAt", o.reason
              FROM ${mailOutbox} o WHERE o.relation_id = ${relationId} ORDER BY o.id`,
      ),
      rowsOf<TimelineLink>(
        q,
        sql`SELECT i.round_id AS "roundId", i.role, i.created_at::text AS "createdAt", i.expires_at::text AS "expiresAt",
                   i.used_at::text AS "usedAt", i.revoked_at::text AS "revokedAt"
              FROM ${feedbackInvitations} i WHERE i.relation_id = ${relationId} ORDER BY i.id`,
      ),
      rowsOf<Omit<TimelineSubmission, 'answers'> & { answers: string }>(
        q,
        sql`SELECT s.id, s.round_id AS "roundId", s.role, s.source, s.submitted_at::text AS "submittedAt",
                   s.submitted_by_id AS "submittedById", u.username AS "submittedBy",
                   (SELECT COALESCE(jsonb_agg(jsonb_build_object('questionId', (a.answer->>'question_id')::int,
                                                                 'question', q.text, 'value', a.answer->>'value')
                                              ORDER BY a.n), '[]')
                      FROM jsonb_array_elements(s.answers) WITH ORDINALITY AS a(answer, n)
                      LEFT JOIN ${feedbackQuestions} q ON q.id = (a.answer->>'question_id')::int)::text AS answers
              FROM feedback_submissions s LEFT JOIN ${users} u ON u.id = s.submitted_by_id
             WHERE s.relation_id = ${relationId} ORDER BY s.id`,
      ),
    ]);
    return {
      relation,
      rounds,
      mails,
      links,
      submissions: submissions.map((s) => ({ ...s, answers: JSON.parse(s.answers) as TimelineSubmission['answers'] })),
    };
  }
}
