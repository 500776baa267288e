// The demo data set goes into a database whose programme tables are empty, whatever users
// and tokens it already has (a `token create` before the first start), and never into one
// that holds programme data.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isEmpty, PROGRAMME_TABLES, seedDemo } from '../../src/demo/seed.js';
import { ApiTokenRepository } from '../../src/store/repositories/api-tokens.js';
import { ApiTokenService } from '../../src/accounts/tokens.js';
import { fixedClock } from '../../src/time/clock.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';
import { TEST_NOW_MICROS } from '../support/app.js';

describe.each(databaseKinds())('demo seeding on %s', (kind) => {
  let t: TestDatabase;
  const clock = fixedClock(TEST_NOW_MICROS);
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const users = () => t.db.rows<{ id: number; username: string }>(sql`SELECT id, username FROM users ORDER BY id`);
  const courseAuthors = async () =>
    (
      await t.db.rows<{ created_by_id: number | null }>(
        sql`SELECT DISTINCT created_by_id FROM courses WHERE created_by_id IS NOT NULL ORDER BY 1`,
      )
    ).map((r) => Number(r.created_by_id));

  it('counts the programme tables only: users and tokens leave a database empty', async () => {
    expect(PROGRAMME_TABLES).toEqual([
      'managers',
      'mentors',
      'mentees',
      'mentoring_relations',
      'feedback_submissions',
      'courses',
      'smart_goals',
      'mail_suppressions',
    ]);
    expect(await isEmpty(t.db)).toBe(true);
    await new ApiTokenService(new ApiTokenRepository(t.db)).create('alice', clock);
    expect(await isEmpty(t.db)).toBe(true);
    // People alone (imported before any course or goal) are programme data: their demo
    // rows would be refused.
    await t.db.rows(sql`INSERT INTO managers (first_name, last_name, email) VALUES ('Ada', 'Lovelace', 'ada@example.org')`);
    expect(await isEmpty(t.db)).toBe(false);
    await t.reset();
    await t.db.rows(sql`INSERT INTO mentees (first_name, last_name, email) VALUES ('Ada', 'Lovelace', 'ada@example.org')`);
    expect(await isEmpty(t.db)).toBe(false);
  });

  const accounts = () =>
    t.db.rows<{ username: string; role: string; manager: string | null }>(sql`
      SELECT u.username, u.role, m.email AS manager
        FROM users u LEFT JOIN console_user_managers l ON l.user_id = u.id LEFT JOIN managers m ON m.id = l.manager_id
       ORDER BY u.id`);

  it('on a database without users, imports the demo users, named by their role, with their own ids', async () => {
    await seedDemo(t.db, clock, 'Europe/Prague');
    expect(await users()).toEqual([
      { id: 1, username: 'admin' },
      { id: 2, username: 'manager' },
      { id: 3, username: 'viewer' },
    ]);
    // Each has the role its name says; the manager account works for the first demo manager.
    const [firstManager] = await t.db.rows<{ email: string }>(sql`SELECT email FROM managers WHERE id = 1`);
    expect(await accounts()).toEqual([
      { username: 'admin', role: 'admin', manager: null },
      { username: 'manager', role: 'manager', manager: firstManager.email },
      { username: 'viewer', role: 'viewer', manager: null },
    ]);
    expect(await courseAuthors()).toEqual([1, 2]);
    expect(await isEmpty(t.db)).toBe(false);
  });

  it('beside existing users: the demo users are matched by name or added, the courses follow them, the tokens stay', async () => {
    const tokens = new ApiTokenService(new ApiTokenRepository(t.db));
    const alice = await tokens.create('alice', clock); // user 1
    const admin = await tokens.create('admin', clock); // user 2, a demo user's name
    await seedDemo(t.db, clock, 'Europe/Prague');
    expect(await users()).toEqual([
      { id: 1, username: 'alice' },
      { id: 2, username: 'admin' },
      { id: 3, username: 'manager' },
      { id: 4, username: 'viewer' },
    ]);
    // The demo's admin (1) is the existing admin (2); its manager (2) is the new 3.
    expect(await courseAuthors()).toEqual([2, 3]);
    // The existing admin keeps its role (a token-only user's default); the new ones get theirs.
    expect((await accounts()).map((a) => [a.username, a.role])).toEqual([
      ['alice', 'viewer'],
      ['admin', 'viewer'],
      ['manager', 'manager'],
      ['viewer', 'viewer'],
    ]);
    expect((await tokens.list()).map((l) => [l.id, l.username])).toEqual([
      [alice.id, 'alice'],
      [admin.id, 'admin'],
    ]);
    const [counts] = await t.db.rows<{ goals: number; relations: number }>(
      sql`SELECT (SELECT count(*) FROM smart_goals)::int AS goals, (SELECT count(*) FROM mentoring_relations)::int AS relations`,
    );
    expect(counts.goals).toBeGreaterThanOrEqual(60);
    expect(counts.relations).toBeGreaterThan(0);
  });
});
