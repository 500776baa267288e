// A migration file changed after it landed, end to end (src/store/migrate.ts): `npm run cli
// -- migrate` and `npm start` both stop with one line naming the file, no stack trace, and
// apply nothing. Real processes (the built CLI and service) refuse, on an embedded DATA_DIR and,
// when TEST_DATABASE_URL is set, on a fresh PostgreSQL database (migrated first by the CLI in
// this process); the database's recorded checksum is what is tampered with (the service reads
// the migrations shipped beside it).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/connect.js';
import { CLI_ARGS } from '../support/paths.js';
import { CONFIG_VARS, meaningfulLines, ROOT, startService, stopAll } from '../support/service.js';
import { ThrowawayDatabase } from '../support/database.js';
import { TempDirs } from '../support/temp-dirs.js';
import { preparedDataDir } from '../support/prepared-data-dir.js';
import { cliInProcess } from '../support/cli.js';

const temps = new TempDirs('mentoring-api-cli-migrate');
afterAll(async () => {
  await stopAll();
  temps.removeAll();
});

function cli(args: string[], env: Record<string, string>) {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of CONFIG_VARS) delete base[name];
  return spawnSync(process.execPath, [...CLI_ARGS, ...args], { cwd: ROOT, env: { ...base, ...env }, encoding: 'utf8', timeout: 120_000 });
}

const EDITED = join(ROOT, 'dist', 'store', 'migrations', '0004_api_tokens.sql');
const REFUSAL = `migration file ${EDITED} is not the one applied to this database`;

function refusesEditedMigration(label: string, target: () => { env: Record<string, string>; url: string | undefined; dataDir: string }) {
  it(`on ${label}: migrate and npm start refuse with one line naming the file`, async () => {
    const { env, url, dataDir } = target();
    // The migrations applied as `migrate` applies them, in this process (test/support/cli.ts):
    // the refusals below are the processes under test.
    const first = await cliInProcess(['migrate'], env);
    expect([first.code, first.stderr]).toEqual([0, '']);
    const db = await openDatabase({ url, dataDir });
    try {
      await db.rows(sql`UPDATE schema_migrations SET checksum = ${'f'.repeat(64)} WHERE version = '0004_api_tokens'`);
      await db.rows(sql`DELETE FROM schema_migrations WHERE version = '0006_smart_goal_search'`); // pending: must stay so
    } finally {
      await db.close();
    }

    const migrated = cli(['migrate'], env);
    expect(migrated.status).toBe(1);
    expect(migrated.stdout).toBe('');
    const lines = meaningfulLines(migrated.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0].startsWith(`mentoring-api: ${REFUSAL} (sha256 `)).toBe(true);
    expect(lines[0]).toContain(', applied ffffffffffff…)');

    const service = startService({ ...env, SEED_DEMO: 'false' });
    expect(await service.exited).toEqual({ code: 1, signal: null });
    expect(service.stdout()).toBe('');
    expect(meaningfulLines(service.stderr())).toEqual([lines[0]]);

    const after = await openDatabase({ url, dataDir });
    try {
      const rows = await after.rows<{ version: string }>(
        sql`SELECT version FROM schema_migrations WHERE version = '0006_smart_goal_search'`,
      );
      expect(rows).toEqual([]);
    } finally {
      await after.close();
    }
  }, 300_000);
}

describe('an edited migration file', () => {
  let dataDir = '';
  beforeAll(() => {
    // A migrated DATA_DIR (a copy of the template, as `cli migrate` leaves a new one): the edited
    // file is the subject, not PGlite's initdb (6–8 s of CPU on a new one).
    dataDir = preparedDataDir(temps);
  });
  refusesEditedMigration('an embedded DATA_DIR', () => ({ env: { DATA_DIR: dataDir }, url: undefined, dataDir }));

  const server = process.env.TEST_DATABASE_URL;
  describe.runIf(server)('on PostgreSQL', () => {
    const throwaway = new ThrowawayDatabase('mentoring_cli_migrate');
    beforeAll(() => throwaway.create());
    afterAll(() => throwaway.drop());
    const url = () => throwaway.url;
    refusesEditedMigration('a PostgreSQL database', () => ({ env: { DATABASE_URL: url() }, url: url(), dataDir: '' }));
  });
});
