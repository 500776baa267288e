import { sql } from 'drizzle-orm';
import type { Database } from '../connect.js';

export interface FeedbackNeededRow {
  role: 'mentee' | 'mentor';
  model_id: number;
  full_name: string;
  title: string;
  manager: string;
  due_date: string;
  mr_status: string;
}

export class FeedbackNeededRepository {
  constructor(private readonly db: Database) {}

  /**
   * Design §5: one entry per matched relation × round × role that was due on or before
   * `today` and has no submission; one per (role, person, title), the earliest due date
   * winning (ties to the lower relation id). Mentees first, then mentors, by person id,
   * then round order.
   */
  async owedOn(today: string): Promise<FeedbackNeededRow[]> {
    return this.db.rows<FeedbackNeededRow>(sql`
      WITH owed AS (
        SELECT DISTINCT ON (roles.role, person_id, fr.title)
               roles.role,
               CASE roles.role WHEN 'mentee' THEN r.mentee_id ELSE r.mentor_id END AS person_id,
               fr.title, fr."order" AS round_order,
               r.start_date + fr.days_after_start AS due_date,
               r.manager_id, r.status
          FROM mentoring_relations r
          CROSS JOIN feedback_rounds fr
          CROSS JOIN (VALUES ('mentee'), ('mentor')) AS roles (role)
         WHERE r.status = 'matched'
           AND r.start_date + fr.days_after_start <= ${today}::date
           AND NOT EXISTS (
                 SELECT 1 FROM feedback_submissions s
                  WHERE s.relation_id = r.id AND s.round_id = fr.id AND s.role = roles.role)
         ORDER BY roles.role, person_id, fr.title, due_date, r.id
      )
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
}
