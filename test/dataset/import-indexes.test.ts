// The import builds a bulk-loaded table's indexes after its rows (issue 30 item 8), and
// leaves them exactly as they were: after an import every index of the dataset tables is
// there with its own definition and valid; a failed import leaves the very same indexes
// (same objects, not copies). On PostgreSQL an index is dropped only where the import
// already keeps readers out (a table it truncated): reads of the smart goals go on while
// they stream in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { importDataset } from '../../src/dataset/import.js';
import { TABLE_NAMES } from '../../src/dataset/tables.js';
import type { Database } from '../../src/store/connect.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';
import { baseTables, datasetText, importText, readReference, resetDatabase, type Reference, type Tables } from './support.js';

interface IndexRow {
  name: string;
  definition: string;
  valid: boolean;
  /** The index's object id: the same after a rollback, another after a rebuild. */
  oid: string;
}

async function indexes(db: Database): Promise<IndexRow[]> {
  return db.rows<IndexRow>(
    sql.raw(
      `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition, (i.indisvalid AND i.indisready) AS valid,
              i.indexrelid::bigint::text AS oid
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relname IN (${TABLE_NAMES.map((n) => `'${n}'`).join(', ')}) ORDER BY c.relname`,
    ),
  );
}

const withoutOid = (rows: IndexRow[]) => rows.map(({ oid: _oid, ...rest }) => rest);
const oidOf = (rows: IndexRow[], name: string) => rows.find((r) => r.name === name)?.oid;

/** The search indexes of migrations 0006 and 0008, which the import must leave in place. */
const SEARCH_INDEXES = ['smart_goals_input_words', 'managers_search', 'mentors_search', 'mentees_search'];

function goals(base: Tables, n: number): Tables['smart_goals'] {
  return Array.from({ length: n }, (_, i) => ({ ...base.smart_goals[0], id: i + 1, input: `Goal number ${i + 1} of the import` }));
}

describe.each(databaseKinds())('dataset import and the search indexes on %s', (kind) => {
  let t: TestDatabase;
  let ref: Reference;
  let base: Tables;
  let before: IndexRow[];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    ref = await readReference(t.db);
    base = baseTables(ref);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.db, ref);
    before = await indexes(t.db);
    expect(before.map((r) => r.name)).toEqual(expect.arrayContaining(SEARCH_INDEXES));
  });

  it('leaves every index there, with its own definition and valid, after an import and after --replace', async () => {
    const file = datasetText({ ...base, smart_goals: goals(base, 2500) });
    expect(await importText(t.db, file, {}, 64 * 1024)).toMatchObject({ ok: true });
    const imported = await indexes(t.db);
    expect(withoutOid(imported)).toEqual(withoutOid(before));
    expect(imported.every((r) => r.valid)).toBe(true);
    // Built after the rows on PGlite; on PostgreSQL the streamed table keeps its index (reads go on).
    const goalsIndexRebuilt = oidOf(imported, 'smart_goals_input_words') !== oidOf(before, 'smart_goals_input_words');
    expect(goalsIndexRebuilt).toBe(kind === 'pglite');

    expect(await importText(t.db, file, { replace: true }, 64 * 1024)).toMatchObject({ ok: true });
    const replaced = await indexes(t.db);
    expect(withoutOid(replaced)).toEqual(withoutOid(before));
    expect(replaced.every((r) => r.valid)).toBe(true);
    // The people tables were truncated and refilled: their indexes built after them on both engines.
    expect(oidOf(replaced, 'mentees_search')).not.toBe(oidOf(imported, 'mentees_search'));

    // The rebuilt indexes serve the console's searches.
    const [found] = await t.db.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM smart_goals WHERE to_tsvector('simple'::regconfig, input) @@ to_tsquery('simple', '2499')`,
    );
    expect(found.n).toBe(1);
    const [people] = await t.db.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM mentees WHERE (first_name || ' ' || last_name || ' ' || email) ILIKE ${'%' + String(base.mentees[0].email) + '%'}`,
    );
    expect(people.n).toBe(1);
  });

  it('leaves the very same indexes when the file is refused after the smart goals streamed in', async () => {
    const file = datasetText({ smart_goals: goals(base, 2500), users: [{ id: 1, username: 7 }] });
    expect(await importText(t.db, file, {}, 64 * 1024)).toEqual({
      ok: false,
      problems: ['users id 1 username: must be a string, got 7'],
      total: 1,
    });
    expect(await indexes(t.db)).toEqual(before);
  });

  it('leaves the very same indexes when reading the file fails half-way', async () => {
    const bytes = Buffer.from(datasetText({ smart_goals: goals(base, 2500) }));
    async function* broken() {
      yield bytes.subarray(0, bytes.length >> 1);
      throw new Error('the disk went away');
    }
    await expect(importDataset(t.db, broken())).rejects.toThrow('the disk went away');
    expect(await indexes(t.db)).toEqual(before);
    const [{ n }] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM smart_goals`);
    expect(n).toBe(0);
  });

  it('leaves the very same indexes when --replace is refused after the tables were staged', async () => {
    expect(await importText(t.db, datasetText(base))).toMatchObject({ ok: true });
    const seeded = await indexes(t.db);
    const file = datasetText({ mentees: base.mentees.slice(1), smart_goals: goals(base, 10) });
    const r = await importText(t.db, file, { replace: true });
    expect(r).toMatchObject({ ok: false });
    expect(await indexes(t.db)).toEqual(seeded);
  });

  it.runIf(kind === 'postgres')('lets another connection read the smart goals while they stream in', async () => {
    const other = await t.connectAgain();
    try {
      const bytes = Buffer.from(datasetText({ smart_goals: goals(base, 2500) }));
      const seen: number[] = [];
      async function* readingMeanwhile() {
        for (let i = 0; i < bytes.length; i += 16 * 1024) {
          yield bytes.subarray(i, i + 16 * 1024);
          // A reader kept out by a lock would wait; lock_timeout turns that into an error.
          const n = await other.orm.transaction(async (tx) => {
            await tx.execute(sql`SET LOCAL lock_timeout = '2s'`);
            const r = await tx.execute(sql`SELECT count(*)::int AS n FROM smart_goals`);
            return (r as unknown as { rows: { n: number }[] }).rows[0].n;
          });
          seen.push(n);
        }
      }
      expect(await importDataset(t.db, readingMeanwhile())).toMatchObject({ ok: true });
      expect(seen.length).toBeGreaterThan(10);
      expect(new Set(seen)).toEqual(new Set([0]));
    } finally {
      await other.close();
    }
  });
});
