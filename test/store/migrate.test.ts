// Migration checksums (src/store/migrate.ts): each applied file's sha256 is recorded; a
// landed file whose bytes changed stops migrate() before anything runs, naming the file; a
// database migrated before checksums were kept gets them recorded by the next run. On each
// engine, on a copy of the migrated template database.
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listMigrations, migrate, MigrationChecksumError } from '../../src/store/migrate.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';
import { TempDirs } from '../support/temp-dirs.js';

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'store', 'migrations');
const temps = new TempDirs('mentoring-api-migrations');
afterAll(() => temps.removeAll());

/** A copy of the migrations directory that a test may edit. */
function copyOfMigrations(): string {
  const dir = temps.make();
  cpSync(SOURCE, dir, { recursive: true });
  return dir;
}

/** Each file's sha256, computed here from the bytes on disk (not by migrate.ts). */
const expected = () =>
  Object.fromEntries(
    readdirSync(SOURCE)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => [
        f.replace(/\.sql$/, ''),
        createHash('sha256')
          .update(readFileSync(join(SOURCE, f)))
          .digest('hex'),
      ]),
  );

describe.each(databaseKinds())('migration checksums on %s', (kind) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase(kind);
  });
  afterEach(() => t.close());

  const recorded = async () =>
    Object.fromEntries(
      (await t.db.rows<{ version: string; checksum: string | null }>(sql`SELECT version, checksum FROM schema_migrations`)).map((r) => [
        r.version,
        r.checksum,
      ]),
    );

  it("records the sha256 of every applied file's bytes", async () => {
    expect(Object.keys(expected()).length).toBeGreaterThanOrEqual(6);
    expect(await recorded()).toEqual(expected());
    expect(await migrate(t.db)).toEqual([]);
  });

  it('refuses an edited landed file, naming it, before applying a pending one', async () => {
    const dir = copyOfMigrations();
    const edited = join(dir, '0002_idempotency_keys.sql');
    appendFileSync(edited, '\n-- a comment added later\n');
    writeFileSync(join(dir, '9999_pending.sql'), 'CREATE TABLE must_not_exist (id integer);\n');
    const refusal = await migrate(t.db, listMigrations(dir)).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(MigrationChecksumError);
    const message = (refusal as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(
      new RegExp(
        `^migration file ${edited.replace(/[.]/g, '\\.')} is not the one applied to this database \\(sha256 [0-9a-f]{12}…, applied ${expected()['0002_idempotency_keys'].slice(0, 12)}…\\)`,
      ),
    );
    const [{ exists }] = await t.db.rows<{ exists: boolean }>(sql`SELECT to_regclass('must_not_exist') IS NOT NULL AS "exists"`);
    expect(exists).toBe(false);
    expect(await recorded()).toEqual(expected());
    // The untouched copy passes, and its pending migration is then applied.
    rmSync(join(dir, '0002_idempotency_keys.sql'));
    cpSync(join(SOURCE, '0002_idempotency_keys.sql'), edited);
    expect(await migrate(t.db, listMigrations(dir))).toEqual(['9999_pending']);
  });

  it('refuses a file whose recorded checksum differs (a database migrated from other files)', async () => {
    await t.db.rows(sql`UPDATE schema_migrations SET checksum = ${'0'.repeat(64)} WHERE version = '0003_table_versions'`);
    await expect(migrate(t.db)).rejects.toThrow(`migration file ${join(SOURCE, '0003_table_versions.sql')} is not the one applied`);
  });

  it('records the checksums of a database migrated before they were kept, then checks them', async () => {
    await t.db.exec('ALTER TABLE schema_migrations DROP COLUMN checksum');
    expect(await migrate(t.db)).toEqual([]);
    expect(await recorded()).toEqual(expected());
    await t.db.rows(sql`UPDATE schema_migrations SET checksum = NULL WHERE version = '0001_initial'`);
    expect(await migrate(t.db)).toEqual([]);
    expect(await recorded()).toEqual(expected());
    const dir = copyOfMigrations();
    appendFileSync(join(dir, '0001_initial.sql'), ' ');
    await expect(migrate(t.db, listMigrations(dir))).rejects.toBeInstanceOf(MigrationChecksumError);
  });
});
