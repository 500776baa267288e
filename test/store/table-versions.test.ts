// VersionedTable (the names caches may key on) is the list of table_versions rows the
// migrations insert: a table added there and not here could never be named by a cache, and
// a name here without a row would have no version, so its caches would never invalidate.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TableVersionRepository, VERSIONED_TABLES } from '../../src/store/repositories/table-versions.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';

describe.each(databaseKinds())('versioned tables on %s', (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => t?.close());

  it('are exactly the table_versions rows of a freshly migrated database', async () => {
    const rows = await t.db.rows<{ name: string }>(sql`SELECT name FROM table_versions ORDER BY name`);
    expect(rows.map((r) => r.name)).toEqual([...VERSIONED_TABLES].sort());
    expect(new Set(VERSIONED_TABLES).size).toBe(VERSIONED_TABLES.length);
  });

  it('are each a table whose writes move its version', async () => {
    const triggered = await t.db.rows<{ name: string }>(sql`
      SELECT DISTINCT c.relname AS name
        FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid
       WHERE p.proname IN ('bump_table_version', 'count_smart_goals_changed', 'count_smart_goals_truncated')
       ORDER BY 1`);
    expect(triggered.map((r) => r.name)).toEqual([...VERSIONED_TABLES].sort());
  });

  it('are what a snapshot holds', async () => {
    const snapshot = await new TableVersionRepository(t.db).readAll();
    expect([...snapshot.keys()].sort()).toEqual([...VERSIONED_TABLES].sort());
  });
});
