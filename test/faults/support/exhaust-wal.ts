// Run as a child process (a regression here blocks the event loop for good, which no
// in-process test could report): opens the embedded database in DATA_DIR with no free
// space reserve, fills the disk, forces PGlite to need a new write-ahead-log segment it
// cannot create, then asks one more query. Prints one JSON line with what happened.
//   node --import tsx test/faults/support/exhaust-wal.ts DATA_DIR TEMPLATE_DUMP
import { execFileSync } from 'node:child_process';
import { readFileSync, statfsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../src/store/connect.js';
import { isDatabaseUnavailable } from '../../../src/store/errors.js';

const [dataDir, templateDump] = process.argv.slice(2);
const t0 = performance.now();
const db = await openDatabase({
  url: undefined,
  dataDir,
  loadDataDir: new Blob([readFileSync(templateDump)]),
  minFreeBytes: 0,
});
await db.rows(sql`INSERT INTO smart_goals (created_at, input, output, input_tokens, output_tokens) VALUES (now(), 'a', 'b', 1, 1)`);
const s = statfsSync(dataDir);
const free = Number(s.bavail) * Number(s.bsize);
execFileSync('fallocate', ['-l', String(free - 256 * 1024), join(dirname(dataDir), 'filler')]);
await db.rows(sql`SELECT pg_switch_wal()`);
/** The driver's error (drizzle wraps it as the cause of its own). */
const outcome = (e: unknown) => {
  let inner = e as { code?: string; message: string; cause?: unknown };
  while (inner.code === undefined && inner.cause) inner = inner.cause as typeof inner;
  return { code: inner.code, message: inner.message, unavailable: isDatabaseUnavailable(e) };
};
let write: unknown;
try {
  await db.rows(sql`INSERT INTO smart_goals (created_at, input, output, input_tokens, output_tokens) VALUES (now(), 'c', 'd', 1, 1)`);
  write = 'stored';
} catch (e) {
  write = outcome(e);
}
const started = performance.now();
let next: unknown;
try {
  next = await db.rows(sql`SELECT count(*)::int AS n FROM smart_goals`);
} catch (e) {
  next = outcome(e);
}
const nextMs = performance.now() - started;
await db.close();
process.stdout.write(`${JSON.stringify({ write, next, nextMs, totalMs: performance.now() - t0 })}\n`);
process.exit(0);
