// The console dashboard's figures (design §10a): aggregates over the last twelve months,
// each one statement that reads an index range or the relations once, never row by row.
//
// A feedback counts in a month's figures when it fell due then (a relation's start + the
// round's days); it is answered on time when its submission's day (in the programme's time
// zone) is on or before the due day; days late are the answer's day − due, or, still owed,
// today − due. Relations that ran (matched, paused, finished) owe feedback; pending and
// cancelled ones never did.
import { sql } from 'drizzle-orm';
import type { Database } from '../connect.js';

/** One group's feedback figures: due in the window, answered on time, answered late, still owed. */
export interface FeedbackFigures {
  due: number;
  onTime: number;
  late: number;
  open: number;
  /** Median days late of the late ones (answered late, or owed past due); null when none. */
  medianDaysLate: number | null;
}

export interface RoundFigures extends FeedbackFigures {
  roundId: number;
  title: string;
}

export interface ManagerFigures extends FeedbackFigures {
  managerId: number;
  name: string;
}

/** A month 'YYYY-MM' and a count. */
export interface MonthCount {
  month: string;
  count: number;
}

export interface FeedbackByGroup {
  rounds: RoundFigures[];
  managers: ManagerFigures[];
  total: FeedbackFigures;
}

interface GroupRow {
  grp: 'round' | 'manager' | 'total';
  round_id: number | null;
  title: string | null;
  manager_id: number | null;
  name: string | null;
  due: number;
  on_time: number;
  late: number;
  open: number;
  median_days_late: number | string | null;
}

const figures = (r: GroupRow): FeedbackFigures => ({
  due: r.due,
  onTime: r.on_time,
  late: r.late,
  open: r.open,
  medianDaysLate: r.median_days_late === null ? null : Number(r.median_days_late),
});

export class DashboardRepository {
  constructor(private readonly db: Database) {}

  /**
   * The feedbacks due from `from` to `today` (YYYY-MM-DD, both included), by round, by
   * manager and in all: one pass over the relations that ran, their rounds and roles, each
   * looked up in the submissions' unique (relation, round, role) index.
   */
  async feedback(from: string, today: string, timeZone: string): Promise<FeedbackByGroup> {
    const rows = await this.db.rows<GroupRow>(sql`
      WITH items AS (
        SELECT r.manager_id, fr.id AS round_id, fr."order" AS round_order, fr.title,
               r.start_date + fr.days_after_start AS due,
               (s.submitted_at AT TIME ZONE ${timeZone})::date AS answered
          FROM mentoring_relations r
          CROSS JOIN feedback_rounds fr
          CROSS JOIN (VALUES ('mentee'), ('mentor')) AS roles (role)
          LEFT JOIN feedback_submissions s ON s.relation_id = r.id AND s.round_id = fr.id AND s.role = roles.role
         WHERE r.status IN ('matched', 'paused', 'finished')
           AND r.start_date + fr.days_after_start BETWEEN ${from}::date AND ${today}::date
      ), scored AS (
        SELECT manager_id, round_id, round_order, title,
               answered IS NOT NULL AND answered <= due AS on_time,
               answered > due AS late,
               answered IS NULL AS open,
               CASE WHEN answered > due THEN answered - due
                    WHEN answered IS NULL AND due < ${today}::date THEN ${today}::date - due END AS days_late
          FROM items
      ), grouped AS (
        SELECT CASE WHEN GROUPING(round_id) = 0 THEN 'round' WHEN GROUPING(manager_id) = 0 THEN 'manager' ELSE 'total' END AS grp,
               round_id, min(round_order) AS round_order, min(title) AS title, manager_id,
               count(*)::int AS due,
               count(*) FILTER (WHERE on_time)::int AS on_time,
               count(*) FILTER (WHERE late)::int AS late,
               count(*) FILTER (WHERE open)::int AS open,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY days_late) AS median_days_late
          FROM scored
         GROUP BY GROUPING SETS ((round_id), (manager_id), ())
      )
      SELECT g.grp, g.round_id, g.title, g.manager_id, m.first_name || ' ' || m.last_name AS name,
             g.due, g.on_time, g.late, g.open, g.median_days_late
        FROM grouped g
        LEFT JOIN managers m ON m.id = g.manager_id
       ORDER BY g.grp, g.round_order, m.last_name, m.first_name, g.manager_id`);
    const total = rows.find((r) => r.grp === 'total');
    return {
      rounds: rows.filter((r) => r.grp === 'round').map((r) => ({ roundId: r.round_id!, title: r.title!, ...figures(r) })),
      managers: rows.filter((r) => r.grp === 'manager').map((r) => ({ managerId: r.manager_id!, name: r.name!, ...figures(r) })),
      total: total ? figures(total) : { due: 0, onTime: 0, late: 0, open: 0, medianDaysLate: null },
    };
  }

  /** Relations started in each month from `from` to `today` (months without any left out). */
  relationsStarted(from: string, today: string): Promise<MonthCount[]> {
    return this.db.rows<MonthCount>(sql`
      SELECT to_char(start_date, 'YYYY-MM') AS month, count(*)::int AS count
        FROM mentoring_relations
       WHERE start_date BETWEEN ${from}::date AND ${today}::date
       GROUP BY 1 ORDER BY 1`);
  }

  /**
   * Smart goals written in each month (in `timeZone`) from `from` on: a range of the
   * created_at index (0012).
   */
  goalsWritten(from: string, timeZone: string): Promise<MonthCount[]> {
    return this.db.rows<MonthCount>(sql`
      SELECT to_char(created_at AT TIME ZONE ${timeZone}, 'YYYY-MM') AS month, count(*)::int AS count
        FROM smart_goals
       WHERE created_at >= (${from}::date::timestamp AT TIME ZONE ${timeZone})
       GROUP BY 1 ORDER BY 1`);
  }
}
