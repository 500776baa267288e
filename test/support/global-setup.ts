// Once per test run: dist/ built from src/ as `npm start` builds it (the tests that start
// the service run dist/main.js); a migrated PGlite data directory dumped to a file (each test file
// starts from a copy in ~0.6 s instead of initialising one in ~5 s) and unpacked into a
// DATA_DIR (test/support/prepared-data-dir.ts: a service or CLI started on a copy skips
// PGlite's initdb, 6–8 s of CPU a process), and, when
// TEST_DATABASE_URL is set, a migrated template database on that PostgreSQL server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/store/connect.js';
import { migrate } from '../../src/store/migrate.js';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { serverUrl } from './paths.js';
import { ROOT } from './service.js';

export default async function setup(project: TestProject) {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'mentoring-api-test-'));
  const TEMPLATE_DUMP = join(dir, 'template.tar');
  project.provide('templateDump', TEMPLATE_DUMP);
  const embedded = await openDatabase({ url: 'memory://', dataDir: '' });
  await migrate(embedded);
  const client = (embedded.orm as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();
  // As `npm run cli -- migrate` leaves a new DATA_DIR (the same code opens it), without initdb.
  const TEMPLATE_DATA_DIR = join(dir, 'data-dir');
  project.provide('templateDataDir', TEMPLATE_DATA_DIR);
  const onDisk = await openDatabase({ url: undefined, dataDir: TEMPLATE_DATA_DIR, loadDataDir: new Blob([await dump.arrayBuffer()]) });
  await onDisk.close();

  const url = process.env.TEST_DATABASE_URL;
  const TEMPLATE_DB = `mentoring_test_template_${randomBytes(4).toString('hex')}`;
  project.provide('templateDb', TEMPLATE_DB);
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const template = await openDatabase({ url: serverUrl(url, TEMPLATE_DB), dataDir: '' });
    await migrate(template);
    await template.close();
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await admin.end();
    }
  };
}
