// Applies the numbered SQL files of migrations/ in order, each once, each in its own
// transaction. Files are never edited after they land: a change is a new file. That rule
// is checked: each applied file's sha256 is recorded beside its version, and a landed file
// whose bytes changed stops migrate() (start-up and `npm run cli -- migrate`) before
// anything is applied, naming the file. An edit would otherwise reach new databases and
// never the ones already migrated, and the two would quietly differ.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './connect.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Serialises migrations when several instances start at once on one PostgreSQL server.
const ADVISORY_LOCK_KEY = 72072701;

export interface Migration {
  version: string;
  script: string;
  /** The file it was read from (named when its checksum no longer matches). */
  path: string;
  /** sha256 of the file's bytes, hex. */
  checksum: string;
}

/** A landed migration file changed after it was applied: an operator's one line. */
export class MigrationChecksumError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationChecksumError';
  }
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const path = join(dir, f);
      const bytes = readFileSync(path);
      return {
        version: f.replace(/\.sql$/, ''),
        script: bytes.toString('utf8'),
        path,
        checksum: createHash('sha256').update(bytes).digest('hex'),
      };
    });
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The bookkeeping table, and its checksum column on a database migrated before checksums
 * were kept. Under the advisory lock: instances starting at once on one server would
 * otherwise race on CREATE TABLE / ADD COLUMN IF NOT EXISTS (both can fail on the catalog's
 * unique index when run concurrently).
 */
async function prepareBookkeeping(db: Database): Promise<void> {
  // The catalog itself, not information_schema's view of it, which costs ten times as much
  // on PGlite, at every start and every CLI command.
  const [{ ready }] = await db.rows<{ ready: boolean }>(sql`SELECT EXISTS (
    SELECT FROM pg_attribute
     WHERE attrelid = to_regclass('schema_migrations') AND attname = 'checksum' AND NOT attisdropped) AS ready`);
  if (ready) return;
  await db.exec(
    `BEGIN;\nSELECT pg_advisory_xact_lock(${ADVISORY_LOCK_KEY});\n` +
      `CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());\n` +
      // NULL: applied before checksums were kept; recorded by the next run (below).
      `ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text;\nCOMMIT;`,
  );
}

/**
 * Refuses a landed file whose bytes are not those applied, and records the checksum of each
 * one applied before checksums were kept (trusted as it is now: nothing else remains to
 * compare it with).
 */
async function verify(db: Database, migrations: Migration[], done: Map<string, string | null>): Promise<void> {
  for (const m of migrations) {
    const recorded = done.get(m.version);
    if (recorded === undefined || recorded === null || recorded === m.checksum) continue;
    throw new MigrationChecksumError(
      `migration file ${m.path} is not the one applied to this database (sha256 ${m.checksum.slice(0, 12)}…, applied ${recorded.slice(0, 12)}…): ` +
        'a landed migration is never edited; put the file back as it was and make the change a new numbered migration',
    );
  }
  const unrecorded = migrations.filter((m) => done.get(m.version) === null);
  if (!unrecorded.length) return;
  await db.exec(
    `BEGIN;\nSELECT pg_advisory_xact_lock(${ADVISORY_LOCK_KEY});\n` +
      unrecorded
        .map(
          (m) => `UPDATE schema_migrations SET checksum = ${quote(m.checksum)} WHERE version = ${quote(m.version)} AND checksum IS NULL;`,
        )
        .join('\n') +
      `\nCOMMIT;`,
  );
}

/** Applies pending migrations; returns the versions it applied. */
export async function migrate(db: Database, migrations = listMigrations()): Promise<string[]> {
  await prepareBookkeeping(db);
  const done = new Map(
    (await db.rows<{ version: string; checksum: string | null }>(sql`SELECT version, checksum FROM schema_migrations`)).map((r) => [
      r.version,
      r.checksum,
    ]),
  );
  // Every landed file is checked before any pending one runs: a changed history stops here.
  await verify(db, migrations, done);
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    try {
      // The version row goes in first, under the lock: an instance that lost the race
      // fails here on the primary key, before running the script a second time.
      await db.exec(
        `BEGIN;\nSELECT pg_advisory_xact_lock(${ADVISORY_LOCK_KEY});\n` +
          `INSERT INTO schema_migrations (version, checksum) VALUES (${quote(m.version)}, ${quote(m.checksum)});\n${m.script}\n;COMMIT;`,
      );
      applied.push(m.version);
    } catch (e) {
      if ((e as { code?: string }).code === '23505') continue; // applied by another instance
      throw new Error(`migration ${m.version} failed: ${(e as Error).message}`);
    }
  }
  return applied;
}
