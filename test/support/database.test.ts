// The PGlite copy a file closes is handed to the worker's next file (database.ts, `putBack`): what
// that file sees must be what a new copy of the template shows.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/store/connect.js';
import { openTestDatabase } from './database.js';

/** Every public table's rows, every sequence's next value (read without moving it), one setting. */
async function stateOf(db: Database): Promise<unknown> {
  const tables = await db.rows<{ name: string }>(
    sql.raw(`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`),
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) {
    const [{ all }] = await db.rows<{ all: string | null }>(
      sql.raw(`SELECT jsonb_agg(to_jsonb(t) ORDER BY to_jsonb(t)::text)::text AS all FROM ${name} t`),
    );
    rows[name] = all;
  }
  const sequences = await db.rows(sql.raw(`SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`));
  const [{ setting }] = await db.rows<{ setting: string }>(sql.raw(`SELECT current_setting('statement_timeout') AS setting`));
  return { rows, sequences, setting };
}

/** Rows in the tables a test's `reset` empties and in those it does not, a moved sequence, a setting. */
async function dirty(db: Database): Promise<void> {
  await db.exec(`
    INSERT INTO courses (title, code, gsheet_name) VALUES ('Left behind', 7, 'sheet');
    INSERT INTO public_page_budgets (address, window_start, requests) VALUES ('203.0.113.9', 1, 5);
    UPDATE pre_lead_statuses SET name = name || ' (changed)' WHERE id = (SELECT min(id) FROM pre_lead_statuses);
    SET statement_timeout = '1234ms';
  `);
}

describe('a PGlite copy handed from one file to the next', () => {
  it('is the same copy, in the template’s state: rows, sequences and settings as a new copy has them', async () => {
    const first = await openTestDatabase('pglite');
    const fresh = await stateOf(first.db);
    await dirty(first.db);
    expect(await stateOf(first.db)).not.toEqual(fresh);
    await first.close();

    const next = await openTestDatabase('pglite');
    expect(next.db).toBe(first.db);
    expect(await stateOf(next.db)).toEqual(fresh);
    await next.close();
  });

  it.each([
    ['a table renamed (the restore fails)', 'ALTER TABLE courses RENAME TO courses_away'],
    ['an index added (the restore succeeds; the fingerprint differs)', 'CREATE INDEX courses_by_title ON courses (title)'],
  ])('is closed, not handed on, when its schema no longer is the template’s: %s', async (_, change) => {
    const first = await openTestDatabase('pglite');
    const fresh = await stateOf(first.db);
    await first.db.exec(change);
    await first.close();

    const next = await openTestDatabase('pglite');
    expect(next.db).not.toBe(first.db);
    expect(await stateOf(next.db)).toEqual(fresh);
    await next.close();
  });
});
