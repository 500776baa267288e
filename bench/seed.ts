// Fills a bench database quickly with generated rows (SQL generate_series: seconds, not
// minutes, for a million smart goals), on PGlite or PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/store/connect.js';

export interface SeedPlan {
  smartGoals: number;
  relations: number;
  /** 'YYYY-MM-DD' in TIME_ZONE: relations start before it so that feedback is due. */
  today: string;
}

export async function seedBench(db: Database, plan: SeedPlan): Promise<void> {
  await db.exec(
    `TRUNCATE feedback_submissions, mentoring_relations, mentors, mentees, managers, courses, smart_goals, users RESTART IDENTITY CASCADE`,
  );
  // Smart goals: ids 1..n without gaps, a created_at a minute apart ending now, texts of
  // realistic length (~400 bytes in, ~300 out).
  await db.rows(sql`
    INSERT INTO smart_goals (created_at, input, output, input_tokens, output_tokens)
    SELECT now() - make_interval(mins => ${plan.smartGoals} - n) + make_interval(secs => (n % 1000000) / 1e6::float8),
           'I want to improve my English to C1 and lead a small team within a year. Goal ' || n || '. '
             || repeat('I would like to present at our team meeting and get feedback. ', 5),
           'My SMART goals:' || E'\n' || '1. I will take two English lessons a week for six months and pass a C1 test by June (' || n || ').'
             || E'\n' || '2. I will present one topic at every monthly team meeting and ask two colleagues for written feedback each time.',
           240 + n % 200, 40 + n % 100
      FROM generate_series(1, ${plan.smartGoals}) AS n`);
  await db.rows(sql`
    INSERT INTO courses (title, code, gsheet_name, date_w1, date_w2, date_w3, event_w1, event_w2, event_w3, recording_w1, deactivated)
    SELECT 'Course ' || n, 2500 + n, 'C' || n, now() + make_interval(days => n * 7), now() + make_interval(days => n * 7 + 7),
           now() + make_interval(days => n * 7 + 14), 'ev' || n, 'ev' || n, 'ev' || n,
           'https://example.org/recordings/' || n, n % 4 = 0
      FROM generate_series(1, 12) AS n`);
  const people = Math.max(1, Math.ceil(plan.relations / 2));
  await db.rows(sql`INSERT INTO managers (first_name, last_name, email) SELECT 'Manager' || n, 'M', '' FROM generate_series(1, 8) AS n`);
  await db.rows(
    sql`INSERT INTO mentors (first_name, last_name, email) SELECT 'Mentor' || n, 'Novák', '' FROM generate_series(1, ${people}) AS n`,
  );
  await db.rows(
    sql`INSERT INTO mentees (first_name, last_name, email) SELECT 'Mentee' || n, 'Dvořák', '' FROM generate_series(1, ${people}) AS n`,
  );
  await db.rows(sql`
    INSERT INTO mentoring_relations (mentor_id, mentee_id, manager_id, status, start_date)
    SELECT 1 + n % ${people}, 1 + (n * 7) % ${people}, 1 + n % 8, CASE WHEN n % 10 = 0 THEN 'finished' ELSE 'matched' END,
           ${plan.today}::date - (n % 400)
      FROM generate_series(1, ${plan.relations}) AS n`);
  // Everything due is submitted except one relation in 128: about 300 entries stay owed.
  await db.rows(sql`
    INSERT INTO feedback_submissions (relation_id, round_id, role, submitted_at)
    SELECT r.id, fr.id, roles.role, now()
      FROM mentoring_relations r CROSS JOIN feedback_rounds fr CROSS JOIN (VALUES ('mentee'), ('mentor')) AS roles (role)
     WHERE r.start_date + fr.days_after_start <= ${plan.today}::date AND r.id % 128 <> 0`);
  // As a database that has been running looks: hint bits set and the visibility map built
  // (PGlite has no autovacuum; without this the bench's first reads of each page write it
  // back), statistics gathered.
  await db.exec('VACUUM (ANALYZE)');
}
