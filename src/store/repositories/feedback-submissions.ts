// Feedback submissions recorded from the console's home page ("Mark as submitted", and
// its undo), each with its audit entry in the same transaction.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Orm, type Tx } from '../connect.js';
import { ROLES } from '../schema.js';
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
