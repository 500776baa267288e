// The settings every connection to a PostgreSQL server starts with (store/connect.ts): what
// the service's queries are planned and timed by, whatever the server's own configuration.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection to a PostgreSQL server', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads time in UTC, plans parameters once, and neither compiles plans (JIT) nor starts parallel workers', async () => {
    const [row] = await t.db.rows<Record<string, string>>(
      sql`SELECT current_setting('TimeZone') AS tz, current_setting('plan_cache_mode') AS plans,
                 current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers`,
    );
    expect(row).toEqual({ tz: 'UTC', plans: 'force_generic_plan', jit: 'off', workers: '0' });
  });
});
