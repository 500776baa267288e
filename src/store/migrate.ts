// Applies the numbered SQL files of migrations/ in order, each once, each in its own
// transaction. Files are never edited after they land: a change is a new file.
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
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), script: readFileSync(join(dir, f), 'utf8') }));
}

/** Applies pending migrations; returns the versions it applied. */
export async function migrate(db: Database, migrations = listMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set((await db.rows<{ version: string }>(sql`SELECT version FROM schema_migrations`)).map((r) => r.version));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    const version = m.version.replaceAll("'", "''");
    try {
      // The version row goes in first, under the lock: an instance that lost the race
      // fails here on the primary key, before running the script a second time.
      await db.exec(
        `BEGIN;\nSELECT pg_advisory_xact_lock(${ADVISORY_LOCK_KEY});\n` +
          `INSERT INTO schema_migrations (version) VALUES ('${version}');\n${m.script}\n;COMMIT;`,
      );
      applied.push(m.version);
    } catch (e) {
      if ((e as { code?: string }).code === '23505') continue; // applied by another instance
      throw new Error(`migration ${m.version} failed: ${(e as Error).message}`);
    }
  }
  return applied;
}
