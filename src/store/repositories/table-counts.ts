// How many rows each of the programme's tables holds, for the console's home page. The
// smart goals are a million rows: their count is the one table_versions keeps.
import { sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import type { VersionedTable } from './table-versions.js';

export const COUNTED_TABLES = [
  'managers',
  'mentors',
  'mentees',
  'mentoring_relations',
  'feedback_rounds',
  'feedback_submissions',
  'courses',
  'pre_lead_statuses',
  'smart_goals',
  'users',
  'api_tokens',
] as const satisfies readonly VersionedTable[];

export type CountedTable = (typeof COUNTED_TABLES)[number];

export class TableCountRepository {
  constructor(private readonly db: Database) {}

  async counts(): Promise<Record<CountedTable, number>> {
    const [row] = await this.db.rows<Record<CountedTable, number>>(sql`
      SELECT (SELECT count(*) FROM managers)::int AS managers,
             (SELECT count(*) FROM mentors)::int AS mentors,
             (SELECT count(*) FROM mentees)::int AS mentees,
             (SELECT count(*) FROM mentoring_relations)::int AS mentoring_relations,
             (SELECT count(*) FROM feedback_rounds)::int AS feedback_rounds,
             (SELECT count(*) FROM feedback_submissions)::int AS feedback_submissions,
             (SELECT count(*) FROM courses)::int AS courses,
             (SELECT count(*) FROM pre_lead_statuses)::int AS pre_lead_statuses,
             (SELECT row_count FROM table_versions WHERE name = 'smart_goals')::int AS smart_goals,
             (SELECT count(*) FROM users)::int AS users,
             (SELECT count(*) FROM api_tokens)::int AS api_tokens`);
    return row;
  }
}
