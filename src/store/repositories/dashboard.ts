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
import { feedbackRounds, feedbackSubmissions, mentoringRelations, people, smartGoals } from '../schema.js';

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
  byManager: ManagerFigures[];
  total: FeedbackFigures;
}

/** A cell of the fine-grained count: feedbacks of one round and manager in one state, with as many days late. */
interface CountRow {
  round_id: number;
  manager_id: number;
  state: 'on_time' | 'late' | 'open';
  days_late: number | null;
  n: number;
}

/** Sums and a histogram of days late, for one group. */
class Tally {
  due = 0;
  onTime = 0;
  late = 0;
  open = 0;
  private readonly days = new Map<number, number>();

  add(r: CountRow): void {
    this.due += r.n;
    if (r.state === 'on_time') this.onTime += r.n;
    else if (r.state === 'late') this.late += r.n;
    else this.open += r.n;
    if (r.days_late !== null) this.days.set(r.days_late, (this.days.get(r.days_late) ?? 0) + r.n);
  }

  /** As PostgreSQL's percentile_cont(0.5): the middle value, or the mean of the middle two. */
  private median(): number | null {
    const sorted = [...this.days].sort((a, b) => a[0] - b[0]);
    const n = sorted.reduce((sum, [, c]) => sum + c, 0);
    if (!n) return null;
    const at = (i: number) => {
      let seen = 0;
      for (const [d, c] of sorted) if ((seen += c) > i) return d;
      return sorted[sorted.length - 1][0];
    };
    return n % 2 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
  }

  figures(): FeedbackFigures {
    return { due: this.due, onTime: this.onTime, late: this.late, open: this.open, medianDaysLate: this.median() };
  }
}

export class DashboardRepository {
  constructor(private readonly db: Database) {}

  /**
   * The feedbacks due from `from` to `today` (YYYY-MM-DD, both included), by round, by
   * manager and in all. Two counts, summed here (medians included): the feedbacks due, two a
   * relation that ran and round (its mentee's and its mentor's), by round, manager and due
   * day; and the answered ones, the submissions joined to their relation and round, by the
   * same and by days past due. The owed ones are the difference. (One pass over every
   * relation, round and role, each looked up among the submissions, read 54,000 items and
   * took 350–480 ms on PGlite; grouping sets and percentile_cont over them, five times that.)
   */
  async feedback(from: string, today: string, timeZone: string): Promise<FeedbackByGroup> {
    const ran = sql`r.status IN ('matched', 'paused', 'finished') AND r.start_date + fr.days_after_start BETWEEN ${from}::date AND ${today}::date`;
    const [due, answered, rounds, named] = await Promise.all([
      this.db.rows<{ round_id: number; manager_id: number; due: string; overdue: number; n: number }>(sql`
        SELECT fr.id AS round_id, r.manager_id, (r.start_date + fr.days_after_start)::text AS due,
               ${today}::date - (r.start_date + fr.days_after_start) AS overdue, (2 * count(*))::int AS n
          FROM ${mentoringRelations} r CROSS JOIN ${feedbackRounds} fr
         WHERE ${ran}
         GROUP BY 1, 2, 3, 4`),
      this.db.rows<{ round_id: number; manager_id: number; due: string; past: number; n: number }>(sql`
        SELECT fr.id AS round_id, r.manager_id, (r.start_date + fr.days_after_start)::text AS due,
               (s.submitted_at AT TIME ZONE ${timeZone})::date - (r.start_date + fr.days_after_start) AS past, count(*)::int AS n
          FROM ${feedbackSubmissions} s
          JOIN ${mentoringRelations} r ON r.id = s.relation_id
          JOIN ${feedbackRounds} fr ON fr.id = s.round_id
         WHERE s.role IN ('mentee', 'mentor') AND ${ran}
         GROUP BY 1, 2, 3, 4`),
      this.db.rows<{ id: number; title: string }>(sql`SELECT id, title FROM ${feedbackRounds} ORDER BY "order", id`),
      this.db.rows<{ id: number; name: string }>(sql`
        SELECT id, first_name || ' ' || last_name AS name FROM ${people.manager}
         WHERE id IN (SELECT DISTINCT manager_id FROM ${mentoringRelations})
         ORDER BY last_name, first_name, id`),
    ]);
    const key = (r: { round_id: number; manager_id: number; due: string }) => `${r.round_id} ${r.manager_id} ${r.due}`;
    const answeredOf = new Map<string, number>();
    const counts: CountRow[] = answered.map((r) => {
      answeredOf.set(key(r), (answeredOf.get(key(r)) ?? 0) + r.n);
      const late = r.past > 0;
      return { round_id: r.round_id, manager_id: r.manager_id, state: late ? 'late' : 'on_time', days_late: late ? r.past : null, n: r.n };
    });
    for (const r of due) {
      const open = r.n - (answeredOf.get(key(r)) ?? 0);
      if (open > 0)
        counts.push({
          round_id: r.round_id,
          manager_id: r.manager_id,
          state: 'open',
          days_late: r.overdue > 0 ? r.overdue : null,
          n: open,
        });
    }
    const byRound = new Map<number, Tally>();
    const byManager = new Map<number, Tally>();
    const total = new Tally();
    const tally = (map: Map<number, Tally>, id: number) => map.get(id) ?? map.set(id, new Tally()).get(id)!;
    for (const r of counts) {
      tally(byRound, r.round_id).add(r);
      tally(byManager, r.manager_id).add(r);
      total.add(r);
    }
    return {
      rounds: rounds.filter((r) => byRound.has(r.id)).map((r) => ({ roundId: r.id, title: r.title, ...byRound.get(r.id)!.figures() })),
      byManager: named
        .filter((m) => byManager.has(m.id))
        .map((m) => ({ managerId: m.id, name: m.name, ...byManager.get(m.id)!.figures() })),
      total: total.figures(),
    };
  }

  /** Relations started in each month from `from` to `today` (months without any left out). */
  relationsStarted(from: string, today: string): Promise<MonthCount[]> {
    return this.db.rows<MonthCount>(sql`
      SELECT to_char(start_date, 'YYYY-MM') AS month, count(*)::int AS count
        FROM ${mentoringRelations}
       WHERE start_date BETWEEN ${from}::date AND ${today}::date
       GROUP BY 1 ORDER BY 1`);
  }

  /**
   * Smart goals written in each of `months` ('YYYY-MM', in `timeZone`): one count of a range
   * of the created_at index (0012) a month, no expression evaluated a row (grouping 300,000
   * goals by to_char(...) took ten times as long on PGlite).
   */
  async goalsWritten(months: readonly string[], timeZone: string): Promise<MonthCount[]> {
    if (!months.length) return [];
    const start = (m: string) => sql`(${`${m}-01`}::date::timestamp AT TIME ZONE ${timeZone})`;
    const end = (m: string) => sql`((${`${m}-01`}::date + interval '1 month')::timestamp AT TIME ZONE ${timeZone})`;
    const counts = months.map(
      (m, i) =>
        sql`(SELECT count(*)::int FROM ${smartGoals} WHERE created_at >= ${start(m)} AND created_at < ${end(m)}) AS ${sql.identifier(`m${i}`)}`,
    );
    const [row] = await this.db.rows<Record<string, number>>(sql`SELECT ${sql.join(counts, sql`, `)}`);
    return months.map((month, i) => ({ month, count: Number(row[`m${i}`]) }));
  }
}
