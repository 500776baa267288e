// The dataset import at scale: writes a file of 1,000,000 smart goals (≈1.1 GB; cached in
// .tmp/dataset-bench), then times `cli import` (into an empty database), `cli export` and
// `cli import --replace` (over the same million rows), each as a child process of its own,
// on embedded PGlite and, when BENCH_DATABASE_URL names a PostgreSQL server, on a fresh
// database there. Prints seconds, rows per second and peak RSS (VmHWM) per step. Its
// import alone is also a line of `npm run bench` (importScenario, BENCH_SCENARIOS=import).
//
//   node --import tsx bench/dataset-import.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres node --import tsx bench/dataset-import.ts
//
// Environment: BENCH_DATASET_ROWS (default 1000000), BENCH_DATABASE_URL, BENCH_ENGINES
// (pglite,postgres). Not part of npm test.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { writeGoalsFile } from './dataset-file.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORK = join(ROOT, '.tmp', 'dataset-bench');
const ROWS = Number(process.env.BENCH_DATASET_ROWS ?? 1_000_000);
const SERVER = process.env.BENCH_DATABASE_URL;
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const DB_NAME = 'mentoring_dataset_bench';

interface Step {
  engine: string;
  step: string;
  rows: number;
  mb: number;
  seconds: number;
  peakMb: number;
  ok: boolean;
}

function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; seconds: number; peakMb: number; stdout: string; stderr: string }> {
  const peakFile = join(WORK, 'peak');
  rmSync(peakFile, { force: true });
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR']) delete base[name];
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', join(ROOT, 'bench', 'peak-rss.mjs'), 'src/cli/index.ts', ...args], {
    cwd: ROOT,
    env: { ...base, LOG_LEVEL: 'warn', TIME_ZONE: 'UTC', PEAK_RSS_FILE: peakFile, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr.setEncoding('utf8').on('data', (s: string) => {
    stderr += s;
    process.stderr.write(`  ${s}`); // the progress lines
  });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const peakMb = existsSync(peakFile) ? Number(readFileSync(peakFile, 'utf8')) / 1024 : NaN;
      resolve({ code, seconds, peakMb, stdout, stderr });
    }),
  );
}

async function admin(statement: string, server = SERVER): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ImportFigures {
  engine: 'pglite' | 'postgresql';
  rows: number;
  seconds: number;
  rowsPerSec: number;
  peakRssMb: number;
  ok: boolean;
}

/**
 * `npm run bench`'s import line: `cli import` of a generated file of `rows` smart goals (made
 * once, cached in .tmp/dataset-bench) into a new, migrated database: a new DATA_DIR, or a new
 * database on the PostgreSQL server `serverUrl` names (made and dropped here).
 */
export async function importScenario(rows: number, serverUrl?: string): Promise<ImportFigures> {
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, `goals-${rows}.json`);
  if (!existsSync(file)) {
    process.stderr.write(`bench: writing ${file} …\n`);
    await writeGoalsFile(file, rows);
  }
  const dataDir = join(WORK, 'bench-import-data');
  rmSync(dataDir, { recursive: true, force: true });
  let env: Record<string, string> = { DATA_DIR: dataDir };
  if (serverUrl) {
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`, serverUrl);
    await admin(`CREATE DATABASE ${DB_NAME}`, serverUrl);
    const u = new URL(serverUrl);
    u.pathname = `/${DB_NAME}`;
    env = { DATABASE_URL: u.toString(), DATA_DIR: join(WORK, 'never') };
  }
  try {
    const migrated = await cli(['migrate'], env);
    if (migrated.code !== 0) throw new Error(`migrate failed: ${migrated.stderr}`);
    const r = await cli(['import', file], env);
    if (r.code !== 0) process.stderr.write(r.stderr);
    return {
      engine: serverUrl ? 'postgresql' : 'pglite',
      rows,
      seconds: Number(r.seconds.toFixed(1)),
      rowsPerSec: Math.round(rows / r.seconds),
      peakRssMb: Math.round(r.peakMb),
      ok: r.code === 0,
    };
  } finally {
    if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`, serverUrl);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, `goals-${ROWS}.json`);
  if (!existsSync(file)) {
    process.stderr.write(`writing ${file} …\n`);
    await writeGoalsFile(file, ROWS);
  }
  const mb = statSync(file).size / 1e6;
  const exported = join(WORK, 'export.json');
  const steps: Step[] = [];

  for (const engine of ENGINES) {
    let env: Record<string, string>;
    if (engine === 'pglite') {
      const dataDir = join(WORK, 'pglite-data');
      rmSync(dataDir, { recursive: true, force: true });
      env = { DATA_DIR: dataDir };
    } else if (engine === 'postgres' && SERVER) {
      await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${DB_NAME}`);
      const u = new URL(SERVER);
      u.pathname = `/${DB_NAME}`;
      env = { DATABASE_URL: u.toString(), DATA_DIR: join(WORK, 'never') };
    } else continue;
    const migrated = await cli(['migrate'], env);
    if (migrated.code !== 0) throw new Error(`${engine}: migrate failed: ${migrated.stderr}`);
    for (const [step, args] of [
      ['import', ['import', file]],
      ['export', ['export', exported]],
      ['import --replace', ['import', file, '--replace']],
    ] as const) {
      process.stderr.write(`${engine}: ${step}\n`);
      const r = await cli([...args], env);
      const ok = r.code === 0;
      if (!ok) process.stderr.write(r.stderr);
      const size = step === 'export' && ok ? statSync(exported).size / 1e6 : mb;
      steps.push({ engine, step, rows: ROWS, mb: size, seconds: r.seconds, peakMb: r.peakMb, ok });
    }
    if (engine === 'postgres') await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
  rmSync(exported, { force: true });

  const cols = ['engine', 'step', 'rows', 'file MB', 'seconds', 'rows/s', 'peak RSS MB', 'ok'];
  const table = steps.map((s) => [
    s.engine,
    s.step,
    String(s.rows),
    s.mb.toFixed(0),
    s.seconds.toFixed(1),
    String(Math.round(s.rows / s.seconds)),
    s.peakMb.toFixed(0),
    s.ok ? 'yes' : 'NO',
  ]);
  const widths = cols.map((c, i) => Math.max(c.length, ...table.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(line(cols));
  for (const r of table) console.log(line(r));
  if (steps.some((s) => !s.ok)) process.exitCode = 1;
}

// Run as a script (not when npm run bench imports importScenario).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
