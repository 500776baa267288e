// npm run bench: seeds a bench database (1,000,000 smart goals and 10,000 mentoring
// relations by default), starts the compiled service (dist/, as npm start) as a process of
// its own, drives it from this process with autocannon (keep-alive, 32 connections, a
// warm-up then 10 s a scenario), and prints a table per endpoint with the service's peak
// RSS and the targets scaled to this machine's speed (a bare Node server measured just
// before and just after each scenario), also written to bench/results.json.
//
// Environment: BENCH_DATABASE_URL (PostgreSQL; default the embedded database in
// BENCH_DATA_DIR, .tmp/bench-data), BENCH_ROWS, BENCH_RELATIONS, BENCH_DURATION (s),
// BENCH_CONNECTIONS, BENCH_SCENARIOS (comma-separated names to run a subset), BENCH_CLIENTS
// (addresses of the many-clients scenario), BENCH_CONSOLE_DURATION (s a console page; the
// console scenario, bench/console.ts: BENCH_SCENARIOS=console; the dataset import of
// BENCH_ROWS goals, bench/dataset-import.ts: BENCH_SCENARIOS=import; the feedback loop's
// mail with BENCH_RELATIONS relations due at once, bench/mail.ts: BENCH_SCENARIOS=mail).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { serviceArgs, serviceEnv } from '../scripts/service-command.js';
import { openDatabase } from '../src/store/connect.js';
import { migrate } from '../src/store/migrate.js';
import { todayInZone } from '../src/time/zone.js';
import { CONSOLE_PAGES, CONSOLE_TARGET_P99_MS, consoleScenario, prepareConsoleUsers, type ConsoleFigures } from './console.js';
import type { HostileFigures } from './hostile-bodies.js';
import { importScenario } from './dataset-import.js';
import { exportScenario, type ExportFigures } from './export.js';
import { mailScenario, printMailFigures, type MailFigures } from './mail.js';
import { manyClients } from './many-clients.js';
import { seedBench } from './seed.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RELATIONS = Number(process.env.BENCH_RELATIONS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const DATA_DIR = process.env.BENCH_DATA_DIR ?? join(ROOT, '.tmp', 'bench-data');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const ONLY = process.env.BENCH_SCENARIOS?.split(',').map((s) => s.trim());
const selected = (name: string) => !ONLY || ONLY.some((o) => name.includes(o));
const CONSOLE_DURATION = Number(process.env.BENCH_CONSOLE_DURATION ?? 5);
const consoleRun = CONSOLE_PAGES.some(selected);
const EXPORT_NAME = 'export: every smart goal as CSV while /healthz is polled';
const exportRun = selected(EXPORT_NAME);
const TIME_ZONE = 'Europe/Prague';
const MAIL_NAME = 'mail: BENCH_RELATIONS relations due at once, one plan tick and delivery to a local sink';
const IMPORT_NAME = 'dataset import: a generated file of BENCH_ROWS smart goals into a new database';
/** Seconds a 1,000,000-goal import may take (issue 30), scaled to BENCH_ROWS. */
const IMPORT_TARGET_SECONDS_PER_MILLION = 60;

// The issue's targets in req/s, set on a machine where the bare server (bare-server.mjs)
// answered 48,000 req/s with 1 kB. This machine's speed varies by a factor of two or more
// from hour to hour and even within a run (the bare server did 25,509 before one run and
// 41,747 after it), so the bare server is measured between scenarios, and each scenario's
// target is scaled by the mean of the measurements just before and just after it.
const REFERENCE_BARE_RPS = 48_000;
/** Seconds of each yardstick measurement (after the same 2 s warm-up as a scenario). */
const YARDSTICK_SECONDS = Number(process.env.BENCH_YARDSTICK_DURATION ?? 5);
const TARGETS: Record<string, { pglite: number; postgresql: number }> = {
  'GET /pre-lead-statuses/': { pglite: 30_000, postgresql: 30_000 },
  'GET /courses/': { pglite: 30_000, postgresql: 30_000 },
  'GET /feedbacks_needed/': { pglite: 5_000, postgresql: 5_000 },
  'GET /smart-goals/ page 1': { pglite: 15_000, postgresql: 8_000 },
  'GET /smart-goals/ random offsets': { pglite: 2_000, postgresql: 3_000 },
  'POST /smart-goals/ (offline)': { pglite: 2_000, postgresql: 2_000 },
  'mix: reads + 1 % writes': { pglite: 5_000, postgresql: 5_000 },
};

interface Row {
  scenario: string;
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  non2xx: number;
  staleReads?: number;
  peakRssMb?: number;
  /** The bare server's 1 kB req/s around this scenario (mean of just before and just after). */
  bareReqPerSec?: number;
  /** reqPerSec ÷ bareReqPerSec, in per cent: what carries over between machines. */
  ofBarePct?: number;
  target?: number;
  /** The target times (bareReqPerSec ÷ 48,000). */
  scaledTarget?: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A figure of /proc/PID/status in MB: VmHWM (peak resident set) or VmRSS (resident now). */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const peakRssMb = (pid: number) => statusMb(pid, 'VmHWM');

async function prepareDatabase(): Promise<string> {
  const db = await openDatabase({ url: DATABASE_URL, dataDir: DATA_DIR });
  try {
    await migrate(db);
    const [have] = await db.rows<{ goals: number; relations: number }>(
      sql`SELECT (SELECT count(*) FROM smart_goals)::int AS goals, (SELECT count(*) FROM mentoring_relations)::int AS relations`,
    );
    let prepared = 'reused';
    if (have.goals !== ROWS || have.relations !== RELATIONS) {
      const started = performance.now();
      await seedBench(db, { smartGoals: ROWS, relations: RELATIONS, today: todayInZone(Date.now(), TIME_ZONE) });
      prepared = `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`;
    }
    // The console's users sign in to the service, which then owns the (embedded) database.
    if (consoleRun || exportRun) await prepareConsoleUsers(db);
    return prepared;
  } finally {
    await db.close();
  }
}

/**
 * Reads the embedded database's files once, so that the OS page cache holds them as it
 * would on a machine where the service has been running (this VM drops cold files, and a
 * first read from its disk costs ~0.2 ms a page).
 */
function warmPageCache(dir: string): void {
  const buffer = Buffer.allocUnsafe(1 << 20);
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) {
        const fd = openSync(path, 'r');
        try {
          while (readSync(fd, buffer, 0, buffer.length, null) > 0);
        } finally {
          closeSync(fd);
        }
      }
    }
  };
  walk(dir);
}

async function startService(port: number, extraEnv: Record<string, string> = {}): Promise<{ child: ChildProcess; readyMs: number }> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: 'false',
    GOAL_RATE_LIMIT: '0',
    WRITE_RATE_LIMIT: '0', // writes (the hostile client's too) are measured at what they cost, not at their rate limit
    LOG_LEVEL: 'warn',
    TIME_ZONE,
    DATABASE_URL,
    DATA_DIR,
    ...extraEnv,
  };
  const started = performance.now();
  // The compiled service, as `npm start` runs it: its node flags, dist/ built by main().
  const child = spawn(process.execPath, serviceArgs(), {
    cwd: ROOT,
    env: { ...serviceEnv(), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/pre-lead-statuses/`);
      if (res.ok) return { child, readyMs: Math.round(performance.now() - started) };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

type Options = Parameters<typeof autocannon>[0];

async function load(opts: Options, duration = DURATION): Promise<autocannon.Result> {
  await autocannon({ ...opts, duration: 2 }); // warm-up: JIT, caches, connections
  return autocannon({ ...opts, duration });
}

function row(scenario: string, r: autocannon.Result): Row {
  return {
    scenario,
    reqPerSec: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** POSTs then reads page 1 the way a client would, counting reads that miss its own write. */
async function staleReadProbe(base: string, stop: () => boolean): Promise<{ checks: number; stale: number }> {
  let checks = 0;
  let stale = 0;
  while (!stop()) {
    const created = await (
      await fetch(`${base}/smart-goals/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"input":"Check my own write"}',
      })
    ).json();
    const page = await (await fetch(`${base}/smart-goals/`)).json();
    checks++;
    if (!(page.results[0].id >= created.id)) stale++;
  }
  return { checks, stale };
}

/** The bare server with `bytes`-long answers, loaded like the service. */
async function bareReference(bytes: number, when: string, duration = DURATION): Promise<Row> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'bench', 'bare-server.mjs')], {
    env: { ...process.env, PORT: String(port), BARE_BYTES: String(bytes) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    });
    const label = `reference: bare Node http, ${bytes / 1024} kB, ${when}`;
    return row(label, await load({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, pipelining: 1 }, duration));
  } finally {
    child.kill();
  }
}

async function main() {
  const engine = DATABASE_URL ? 'postgresql' : 'pglite';
  process.stderr.write(`bench: ${engine}, ${ROWS} smart goals, ${RELATIONS} relations\n`);
  if (selected(IMPORT_NAME)) {
    // First, on a machine still quiet: `cli import` in a process of its own, no service running.
    process.stderr.write(`bench: ${IMPORT_NAME}…\n`);
    const figures = await importScenario(ROWS, DATABASE_URL);
    const target = (IMPORT_TARGET_SECONDS_PER_MILLION * ROWS) / 1_000_000;
    console.log(`\n${IMPORT_NAME} (target ≤ ${target} s)`);
    console.table([{ ...figures, [`≤ ${target} s`]: figures.ok && figures.seconds <= target ? 'yes' : 'NO' }]);
    if (ONLY?.every((o) => IMPORT_NAME.includes(o))) return;
  }
  // What `npm start` runs: the service compiled to dist/.
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  let mail: MailFigures | undefined;
  if (selected(MAIL_NAME)) {
    // A database of its own (bench/mail.ts), before the bench database is seeded.
    process.stderr.write(`bench: ${MAIL_NAME}…\n`);
    mail = await mailScenario(RELATIONS, DATABASE_URL);
    printMailFigures(mail);
    if (ONLY?.every((o) => MAIL_NAME.includes(o))) return;
  }
  const prepared = await prepareDatabase();
  process.stderr.write(`bench: database ${prepared}\n`);
  if (prepared !== 'reused') {
    // A new seed leaves gigabytes of dirty pages that the OS would write back during the
    // first scenarios, on the disk the service reads from (seen: start-up 2.5 s instead of
    // 1.3, p99 up to 557 ms): written out before anything is measured.
    const started = performance.now();
    execFileSync('sync');
    process.stderr.write(`bench: seed written to disk in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }
  if (!DATABASE_URL) warmPageCache(join(DATA_DIR, 'pgdata'));
  const port = await freePort();
  const { child, readyMs } = await startService(port);
  const base = `http://127.0.0.1:${port}`;
  const common = { url: base, connections: CONNECTIONS, pipelining: 1 };
  const post = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: '{"input":"I want to learn Spanish to B1 and run a half marathon by June."}',
  };
  const readPaths = ['/smart-goals/', '/courses/', '/pre-lead-statuses/', '/feedbacks_needed/'];
  let n = 0;
  // The four lists in turn: alone, then while one client sends the worst bodies it can.
  const lists = () => load({ ...common, requests: [{ setupRequest: (req) => ({ ...req, path: readPaths[++n % readPaths.length] }) }] });
  const hostile: Record<string, HostileFigures> = {};
  /** The lists while the hostile client (a process of its own) runs; its figures kept under the scenario's name. */
  const listsUnderHostileBodies = async (scenario: string): Promise<Row> => {
    const client = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'hostile-bodies.ts'), base], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const figures = new Promise<HostileFigures>((resolve, reject) => {
      client.once('message', (m) => resolve(m as HostileFigures));
      client.once('exit', (code) => reject(new Error(`the hostile client exited with ${code}`)));
    });
    const r = await lists();
    client.send('stop');
    hostile[scenario] = await figures;
    return row(scenario, r);
  };
  const scenarios: [string, () => Promise<Row>][] = [
    ['GET /pre-lead-statuses/', async () => row('GET /pre-lead-statuses/', await load({ ...common, url: `${base}/pre-lead-statuses/` }))],
    ['GET /courses/', async () => row('GET /courses/', await load({ ...common, url: `${base}/courses/` }))],
    ['GET /feedbacks_needed/', async () => row('GET /feedbacks_needed/', await load({ ...common, url: `${base}/feedbacks_needed/` }))],
    ['GET /smart-goals/ page 1', async () => row('GET /smart-goals/ page 1', await load({ ...common, url: `${base}/smart-goals/` }))],
    [
      'GET /smart-goals/ random offsets',
      async () =>
        row(
          'GET /smart-goals/ random offsets',
          await load({
            ...common,
            url: `${base}/smart-goals/`,
            requests: [{ setupRequest: (req) => ({ ...req, path: `/smart-goals/?offset=${Math.floor(Math.random() * ROWS)}` }) }],
          }),
        ),
    ],
    [
      'GET /smart-goals/?offset=900000',
      async () => row('GET /smart-goals/?offset=900000', await load({ ...common, url: `${base}/smart-goals/?offset=900000` })),
    ],
    [
      'POST /smart-goals/ (offline)',
      async () => row('POST /smart-goals/ (offline)', await load({ ...common, url: `${base}/smart-goals/`, ...post })),
    ],
    ['lists alone', async () => row('lists alone', await lists())],
    ['lists + hostile bodies', () => listsUnderHostileBodies('lists + hostile bodies')],
    [
      'mix: reads + 1 % writes',
      async () => {
        let done = false;
        const probe = staleReadProbe(base, () => done);
        const r = await load({
          ...common,
          url: `${base}/smart-goals/`,
          requests: [
            {
              setupRequest: (req) =>
                ++n % 100 === 0
                  ? { ...req, ...post, path: '/smart-goals/' }
                  : { ...req, method: 'GET', body: undefined, path: readPaths[n % readPaths.length] },
            },
          ],
        });
        done = true;
        const { stale } = await probe;
        return { ...row('mix: reads + 1 % writes', r), staleReads: stale };
      },
    ],
  ];
  const rows: Row[] = [];
  // The yardstick between scenarios (the service is idle meanwhile): 1 kB, as the targets'.
  const yardstick = () => {
    process.stderr.write('bench: yardstick (bare Node http server, 1 kB)…\n');
    return bareReference(1024, 'between scenarios', YARDSTICK_SECONDS).then((r) => r.reqPerSec);
  };
  const yardsticks = [await yardstick()];
  for (const [name, run] of scenarios) {
    if (!selected(name)) continue;
    process.stderr.write(`bench: ${name}…\n`);
    // The service's peak so far, to see which scenario grows it.
    const r: Row = { ...(await run()), peakRssMb: peakRssMb(child.pid!) };
    yardsticks.push(await yardstick());
    const bare = Math.round((yardsticks.at(-2)! + yardsticks.at(-1)!) / 2);
    Object.assign(r, { bareReqPerSec: bare, ofBarePct: Number(((r.reqPerSec / bare) * 100).toFixed(1)) });
    const target = TARGETS[r.scenario]?.[engine];
    if (target) Object.assign(r, { target, scaledTarget: Math.round((target * bare) / REFERENCE_BARE_RPS) });
    rows.push(r);
  }
  const peakRss = peakRssMb(child.pid!);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  const bareRps = Math.round(yardsticks.reduce((a, b) => a + b, 0) / yardsticks.length);
  const scale = bareRps / REFERENCE_BARE_RPS;
  let consoleFigures: ConsoleFigures | undefined;
  let consolePeakRssMb: number | undefined;
  /** The bare server around the console's pages (its p99 target scaled like the other targets). */
  let consoleBare: { reqPerSec: number; scaledTargetP99Ms: number } | undefined;
  if (consoleRun) {
    const before = yardsticks.at(-1)!;
    // A service of its own, signed into by 8 users (bench/console.ts).
    const service = await startService(port);
    try {
      const log = (line: string) => process.stderr.write(`${line}\n`);
      consoleFigures = await consoleScenario(base, { duration: CONSOLE_DURATION, selected, log });
      consolePeakRssMb = peakRssMb(service.child.pid!);
    } finally {
      service.child.kill('SIGTERM');
      await new Promise((r) => service.child.once('exit', r));
    }
    yardsticks.push(await yardstick());
    const reqPerSec = Math.round((before + yardsticks.at(-1)!) / 2);
    consoleBare = { reqPerSec, scaledTargetP99Ms: Math.round((CONSOLE_TARGET_P99_MS * REFERENCE_BARE_RPS) / reqPerSec) };
  }
  let exported: ExportFigures | undefined;
  if (exportRun) {
    process.stderr.write(`bench: ${EXPORT_NAME}…\n`);
    const service = await startService(port);
    try {
      exported = await exportScenario(base, service.child.pid!, ROWS);
    } finally {
      service.child.kill('SIGTERM');
      await new Promise((r) => service.child.once('exit', r));
    }
  }
  const clientsRun = !ONLY || ONLY.some((o) => 'many clients'.includes(o));
  let clients: Awaited<ReturnType<typeof manyClients>> | undefined;
  if (clientsRun) {
    // A service of its own: behind one trusted proxy, with a rate limit no single client meets.
    process.stderr.write(`bench: many clients (${CLIENTS} addresses in one window)…\n`);
    const service = await startService(port, { TRUST_PROXY: '1', RATE_LIMIT: '100' });
    try {
      clients = await manyClients(`${base}/pre-lead-statuses/`, () => statusMb(service.child.pid!, 'VmRSS'), CLIENTS, CONNECTIONS);
    } finally {
      service.child.kill('SIGTERM');
      await new Promise((r) => service.child.once('exit', r));
    }
  }
  const limitedName = 'lists + hostile bodies, default write limits';
  if (!ONLY || ONLY.some((o) => limitedName.includes(o))) {
    // A service of its own with the write limits of a default configuration (60 course and
    // 20 goal POSTs a minute per client): what one client's bodies cost in production.
    process.stderr.write(`bench: ${limitedName}…\n`);
    const service = await startService(port, { WRITE_RATE_LIMIT: '60', GOAL_RATE_LIMIT: '20' });
    try {
      rows.push({ ...(await listsUnderHostileBodies(limitedName)), peakRssMb: peakRssMb(service.child.pid!) });
    } finally {
      service.child.kill('SIGTERM');
      await new Promise((r) => service.child.once('exit', r));
    }
  }
  process.stderr.write('bench: reference (bare Node http server, 30 kB)…\n');
  rows.push(await bareReference(30 * 1024, 'after'));

  console.log(
    `\nmentoring-api bench — ${engine}, ${ROWS} smart goals, ${RELATIONS} relations, ${CONNECTIONS} connections, ${DURATION} s a scenario, ${cpus().length} cores`,
  );
  const blank = (v: number | undefined) => v ?? '';
  console.table(
    rows.map((r) => ({
      ...r,
      staleReads: blank(r.staleReads),
      peakRssMb: blank(r.peakRssMb),
      bareReqPerSec: blank(r.bareReqPerSec),
      ofBarePct: blank(r.ofBarePct),
      target: blank(r.target),
      scaledTarget: blank(r.scaledTarget),
    })),
  );
  console.log(
    `bare 1 kB here: ${Math.min(...yardsticks)}–${Math.max(...yardsticks)} req/s between scenarios (mean ${bareRps}) against ${REFERENCE_BARE_RPS} where the targets were set (scale ${scale.toFixed(2)}); target ÷ ${REFERENCE_BARE_RPS} is the ofBarePct each target asks for`,
  );
  console.log(`start-up to ready: ${readyMs} ms; service peak RSS: ${peakRss} MB`);
  if (exported) {
    console.log(`\n${EXPORT_NAME} (health p99 ≤ 100 ms, max ≤ 500 ms, RSS growth ≤ 300 MB, every row)`);
    console.table([exported]);
    console.log(`export targets ${exported.met ? 'met' : 'MISSED'}`);
  }
  if (mail) printMailFigures(mail);
  if (clients) {
    console.log('\nmany clients: GET /pre-lead-statuses/, each request from a new X-Forwarded-For address (TRUST_PROXY=1, RATE_LIMIT=100)');
    console.table([clients]);
    console.log(
      `last tenth at ${clients.lastOfFirstPct} % of the first tenth's rate (≥ 80 asked); RSS grew ${clients.rssGrowthMb} MB (≤ 50 asked)`,
    );
  }
  if (consoleFigures && consoleBare) {
    const c = consoleFigures;
    const scaled = consoleBare.scaledTargetP99Ms;
    console.log(
      `\nconsole: ${c.users} signed-in users, one keep-alive connection each, no pause between requests; ${c.durationSeconds} s a page after a ${c.warmUpSeconds} s warm-up; target p99 ≤ ${c.targetP99Ms} ms`,
    );
    console.table(
      c.pages.map((p) => ({
        page: p.page.replace(/^console: /, ''),
        path: p.path.length > 60 ? `${p.path.slice(0, 59)}…` : p.path,
        kB: p.kB,
        aloneMs: p.aloneMs,
        requests: p.loaded ? p.requests : 'not loaded',
        reqPerSec: p.reqPerSec,
        p50ms: p.p50ms,
        p99ms: p.p99ms,
        maxMs: p.maxMs,
        statuses: Object.entries(p.statuses)
          .map(([code, n]) => `${code}×${n}`)
          .join(' '),
        errors: p.errors,
        [`p99 ≤ ${c.targetP99Ms}`]: p.meetsTarget ? 'yes' : 'NO',
        [`p99 ≤ ${scaled}`]: p.loaded && p.p99ms <= scaled && p.errors === 0 && p.unexpected === 0 ? 'yes' : 'NO',
      })),
    );
    console.log(
      `bare 1 kB around the console: ${consoleBare.reqPerSec} req/s against ${REFERENCE_BARE_RPS} where the targets were set: ${c.targetP99Ms} ms there is ${scaled} ms here (the last column)`,
    );
    const missed = c.pages.filter((p) => !p.meetsTarget);
    console.log(
      `${c.pages.length - missed.length} of ${c.pages.length} pages met the target${missed.length ? `; missed: ${missed.map((p) => p.page.replace(/^console: /, '')).join(', ')}` : ''}; sign-in POSTs (scrypt): ${c.signInMs.join(', ')} ms; service peak RSS ${consolePeakRssMb} MB`,
    );
  }
  for (const [scenario, figures] of Object.entries(hostile)) {
    console.log(`\nhostile client during '${scenario}': ${figures.requests} bodies sent, answers ${JSON.stringify(figures.statuses)}`);
    console.table(figures.bodies);
  }
  writeFileSync(
    join(ROOT, 'bench', 'results.json'),
    `${JSON.stringify({ engine, rows: ROWS, relations: RELATIONS, connections: CONNECTIONS, durationSeconds: DURATION, startupMs: readyMs, peakRssMb: peakRss, bareScale: Number(scale.toFixed(3)), yardsticks, scenarios: rows, export: exported, manyClients: clients, mail, hostile, console: consoleFigures && { ...consoleFigures, peakRssMb: consolePeakRssMb, bareReqPerSec: consoleBare?.reqPerSec, scaledTargetP99Ms: consoleBare?.scaledTargetP99Ms }, at: new Date().toISOString() }, null, 2)}\n`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
