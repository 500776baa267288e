import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../connect.js';
import { mailOutbox } from '../schema.js';
import type { VersionedTable } from './table-versions.js';

/** Every table the rule of design §5 reads: a change to any of them is a new answer. */
export const OWED_TABLES: readonly VersionedTable[] = [
  'mentoring_relations',
  'feedback_submissions',
  'feedback_rounds',
  'mentors',
  'mentees',
  'managers',
];

export interface FeedbackNeededRow {
  role: 'mentee' | 'mentor';
  model_id: number;
  full_name: string;
  title: string;
  manager: string;
  due_date: string;
  mr_status: string;
}

/**
 * Design §5: one entry per matched relation × round × role that was due on or before
 * `today` and has no submission; one per (role, person, title), the earliest due date
 * winning (ties to the lower relation id). The API's list and the console's home page
 * both read this.
 */
function owedEntries(today: string): SQL {
  return sql`
        SELECT DISTINCT ON (roles.role, person_id, fr.title)
               roles.role,
               CASE roles.role WHEN 'mentee' THEN r.mentee_id ELSE r.mentor_id END AS person_id,
               fr.title, fr."order" AS round_order, fr.id AS round_id,
               r.start_date + fr.days_after_start AS due_date,
               r.id AS relation_id, r.manager_id, r.status
          FROM mentoring_relations r
          CROSS JOIN feedback_rounds fr
          CROSS JOIN (VALUES ('mentee'), ('mentor')) AS roles (role)
         WHERE r.status = 'matched'
           AND r.start_date + fr.days_after_start <= ${today}::date
           AND NOT EXISTS (
                 SELECT 1 FROM feedback_submissions s
                  WHERE s.relation_id = r.id AND s.round_id = fr.id AND s.role = roles.role)
         ORDER BY roles.role, person_id, fr.title, due_date, r.id`;
}

/** One feedback: a relation's round, for one of its two people. */
export interface OwedKey {
  relationId: number;
  roundId: number;
  role: 'mentee' | 'mentor';
}

/** An owed feedback as the console lists it: what to mark submitted, and whose manager. */
export interface OwedFeedback {
  role: 'mentee' | 'mentor';
  relation_id: number;
  round_id: number;
  title: string;
  full_name: string;
  due_date: string;
  manager_id: number;
  manager_name: string;
}

/**
 * An owed or soon-due feedback as the mail planner reads it (design §11): what it is, who
 * owes it (first name and address), the other party's name and the relation's manager.
 */
export interface MailItem {
  relation_id: number;
  round_id: number;
  round: string;
  role: 'mentee' | 'mentor';
  /** 'YYYY-MM-DD' */
  due_date: string;
  first_name: string;
  last_name: string;
  email: string;
  other_first_name: string;
  other_last_name: string;
  manager_id: number;
  manager_first_name: string;
  manager_last_name: string;
  manager_email: string;
}

/** A page of matched relations' mail items: `last` is the page's highest relation id (undefined: no more). */
export interface MailItemPage {
  items: MailItem[];
  last: number | undefined;
}

export class FeedbackNeededRepository {
  constructor(private readonly db: Database) {}

  /** The owed entries in the API's order: mentees first, then mentors, by person id, then round order. */
  async owedOn(today: string): Promise<FeedbackNeededRow[]> {
    return this.db.rows<FeedbackNeededRow>(sql`
      WITH owed AS (${owedEntries(today)})
      SELECT o.role,
             o.person_id AS model_id,
             COALESCE(me.first_name || ' ' || me.last_name, mo.first_name || ' ' || mo.last_name) AS full_name,
             o.title,
             m.first_name AS manager,
             to_char(o.due_date, 'YYYY-MM-DD') AS due_date,
             o.status AS mr_status
        FROM owed o
        JOIN managers m ON m.id = o.manager_id
        LEFT JOIN mentees me ON o.role = 'mentee' AND me.id = o.person_id
        LEFT JOIN mentors mo ON o.role = 'mentor' AND mo.id = o.person_id
       ORDER BY CASE o.role WHEN 'mentee' THEN 0 ELSE 1 END, o.person_id, o.round_order`);
  }

  /** The owed entries grouped by manager (by name, then id), oldest due first within each. */
  async owedByManager(today: string): Promise<OwedFeedback[]> {
    return this.db.rows<OwedFeedback>(sql`
      WITH owed AS (${owedEntries(today)})
      SELECT o.role, o.relation_id, o.round_id, o.title,
             COALESCE(me.first_name || ' ' || me.last_name, mo.first_name || ' ' || mo.last_name) AS full_name,
             to_char(o.due_date, 'YYYY-MM-DD') AS due_date,
             m.id AS manager_id, m.first_name || ' ' || m.last_name AS manager_name
        FROM owed o
        JOIN managers m ON m.id = o.manager_id
        LEFT JOIN mentees me ON o.role = 'mentee' AND me.id = o.person_id
        LEFT JOIN mentors mo ON o.role = 'mentor' AND mo.id = o.person_id
       ORDER BY m.last_name, m.first_name, m.id, o.due_date, o.relation_id, o.round_order, o.role`);
  }

  /**
   * Which of `keys` are still owed or soon due (stillOwed for many in one statement): the
   * keys as `{relationId}:{roundId}:{role}`. In `tx` when given (the sender's claim).
   */
  async stillOwedAmong(keys: readonly OwedKey[], tx?: Tx): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const values = sql.join(
      keys.map((k) => sql`(${k.relationId}::int, ${k.roundId}::int, ${k.role}::text)`),
      sql`, `,
    );
    const rows = await rowsOf<{ key: string }>(
      tx ?? this.db.orm,
      sql`
      SELECT k.relation_id || ':' || k.round_id || ':' || k.role AS key
        FROM (VALUES ${values}) AS k (relation_id, round_id, role)
        JOIN mentoring_relations r ON r.id = k.relation_id AND r.status = 'matched'
       WHERE NOT EXISTS (
               SELECT 1 FROM feedback_submissions s
                WHERE s.relation_id = k.relation_id AND s.round_id = k.round_id AND s.role = k.role)`,
    );
    return new Set(rows.map((r) => r.key));
  }

  /**
   * Whether a feedback is still owed or soon due: its relation is matched and it has no
   * submission (the sender's check just before a mail goes out, design §11).
   */
  async stillOwed(key: { relationId: number; roundId: number; role: 'mentee' | 'mentor' }): Promise<boolean> {
    const rows = await this.db.rows<{ owed: boolean }>(sql`
      SELECT EXISTS (
        SELECT 1 FROM mentoring_relations r
         WHERE r.id = ${key.relationId} AND r.status = 'matched'
           AND NOT EXISTS (
                 SELECT 1 FROM feedback_submissions s
                  WHERE s.relation_id = r.id AND s.round_id = ${key.roundId} AND s.role = ${key.role})) AS owed`);
    return rows[0].owed;
  }

  /**
   * The mail planner's read (design §11): of the `limit` matched relations after relation id
   * `after`, every feedback due on or before `horizon` (today plus FEEDBACK_INVITE_DAYS)
   * without a submission, ordered by relation, round and role. `skipEscalated` leaves out
   * the items whose escalation is queued already, when it is the cadence's last step:
   * nothing is left to send for them, and in a long-running programme they are most.
   */
  async mailItemsPage(after: number, limit: number, horizon: string, skipEscalated: boolean): Promise<MailItemPage> {
    const ids = await this.db.rows<{ id: number }>(sql`
      SELECT id FROM mentoring_relations WHERE status = 'matched' AND id > ${after} ORDER BY id LIMIT ${limit}`);
    if (!ids.length) return { items: [], last: undefined };
    const first = ids[0].id;
    const last = ids[ids.length - 1].id;
    // Each batch's reads are lookups by key (one index probe a row), so a tick costs the
    // same per relation however large the programme: OFFSET 0 keeps a subquery from being
    // flattened into a join the planner may answer by reading a whole table (the people,
    // the submissions, the outbox) once per batch, which made a tick grow with the square
    // of the programme.
    const escalated = skipEscalated
      ? sql`AND NOT EXISTS (
               SELECT 1 FROM ${mailOutbox} ob
                WHERE ob.relation_id = r.id AND ob.round_id = fr.id AND ob.role = roles.role AND ob.kind = 'escalation'
               OFFSET 0)`
      : sql``;
    // The batch comes back as one JSON text: PGlite turns each row of a result into an
    // object in JavaScript at about 35 µs a row (3,000 rows of 14 columns: 110 ms of the
    // service's thread), where JSON.parse of the same rows takes a tenth of that.
    const [{ items }] = await this.db.rows<{ items: string }>(sql`
      SELECT coalesce(json_agg(i ORDER BY i.relation_id, i.round_order, i.role), '[]')::text AS items
        FROM (
      SELECT r.id AS relation_id, fr.id AS round_id, fr.title AS round, fr."order" AS round_order, roles.role,
             to_char(r.start_date + fr.days_after_start, 'YYYY-MM-DD') AS due_date,
             CASE roles.role WHEN 'mentee' THEN me.first_name ELSE mo.first_name END AS first_name,
             CASE roles.role WHEN 'mentee' THEN me.last_name ELSE mo.last_name END AS last_name,
             CASE roles.role WHEN 'mentee' THEN me.email ELSE mo.email END AS email,
             CASE roles.role WHEN 'mentee' THEN mo.first_name ELSE me.first_name END AS other_first_name,
             CASE roles.role WHEN 'mentee' THEN mo.last_name ELSE me.last_name END AS other_last_name,
             m.id AS manager_id, m.first_name AS manager_first_name, m.last_name AS manager_last_name, m.email AS manager_email
        FROM mentoring_relations r
        CROSS JOIN feedback_rounds fr
        CROSS JOIN (VALUES ('mentee'), ('mentor')) AS roles (role)
        CROSS JOIN LATERAL (SELECT first_name, last_name, email FROM mentees WHERE id = r.mentee_id OFFSET 0) me
        CROSS JOIN LATERAL (SELECT first_name, last_name, email FROM mentors WHERE id = r.mentor_id OFFSET 0) mo
        CROSS JOIN LATERAL (SELECT id, first_name, last_name, email FROM managers WHERE id = r.manager_id OFFSET 0) m
       WHERE r.id BETWEEN ${first} AND ${last}
         AND r.status = 'matched'
         AND r.start_date + fr.days_after_start <= ${horizon}::date
         AND NOT EXISTS (
               SELECT 1 FROM feedback_submissions s
                WHERE s.relation_id = r.id AND s.round_id = fr.id AND s.role = roles.role
               OFFSET 0)
         ${escalated}) i`);
    return { items: JSON.parse(items) as MailItem[], last };
  }
}
