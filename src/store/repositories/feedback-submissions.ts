// Feedback submissions recorded from the console's home page ("Mark as submitted", and
// its undo), each with its audit entry in the same transaction.
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

export class FeedbackSubmissionRepository {
  constructor(private readonly db: Database) {}

  find(id: number): Promise<SubmissionRecord | undefined> {
    return findSubmission(this.db.orm, id);
  }

  /**
   * Records the submission with its audit entry; undefined when the relation or the round
   * does not exist, or the submission is already there (someone was quicker).
   */
  async submit(key: SubmissionKey, now: string, who: Who): Promise<SubmissionRecord | undefined> {
    return this.db.orm.transaction((tx) => submitIn(tx, key, now, who));
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
