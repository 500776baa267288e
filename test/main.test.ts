// `npm start` end to end: the real entry point (dist/main.js, built from src/ by the global
// setup as `npm start` builds it) as a child process, spoken to over real sockets. Each
// server is started once and serves several assertions.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DataDirLockedError, lockDataDir } from '../src/store/lock.js';
import { openDatabase } from '../src/store/connect.js';
import { reply, startFakeOpenAi } from './support/fake-openai.js';
import {
  checkAnswersOfService,
  CONFIG_VARS,
  meaningfulLines,
  ROOT,
  startService,
  stopAll,
  type Exit,
  type Service,
} from './support/service.js';
import { checkedFetch } from './support/listening.js';
import { CLI_ARGS } from './support/paths.js';
import { TempDirs } from './support/temp-dirs.js';
import { preparedDataDir } from './support/prepared-data-dir.js';

const temps = new TempDirs('mentoring-api-main');

const tempDir = (): string => temps.make();
// Past the first describe, which starts on a new DATA_DIR (initdb, migrations, demo data), the
// services start on a copy of a migrated one or of a DATA_DIR after `cli migrate`: what they
// pin comes after start-up, and each would spend 6–8 s of CPU in PGlite's initdb.
const migratedDir = (): string => preparedDataDir(temps);

const start = (env: Record<string, string>): Service => startService(env);
const stop = (service: Service, graceMs?: number): Promise<Exit> => service.stop(graceMs);

afterAll(async () => {
  await stopAll();
  temps.removeAll();
});

/** Whether a process holds DATA_DIR's lock (tried for real, and let go at once). */
function locked(dataDir: string): boolean {
  try {
    lockDataDir(dataDir).release();
    return false;
  } catch (e) {
    if (e instanceof DataDirLockedError) return true;
    throw e;
  }
}

async function getJson(url: string): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await checkedFetch(url, { headers: { Accept: 'application/json' } });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), headers: res.headers };
}

describe('npm start on a fresh DATA_DIR', () => {
  let dataDir: string;
  let first: Service;
  let url: string;
  let goalCount: number;
  let postedId: number;

  beforeAll(async () => {
    dataDir = tempDir();
    first = start({ DATA_DIR: dataDir });
    url = await first.url();
  }, 60_000);

  afterAll(stopAll);

  it('prints the URL it listens on, with the real port, and says it seeded the demo data', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(Number(new URL(url).port)).toBeGreaterThan(0);
    expect(first.stdout().trim().split('\n')).toEqual([`mentoring-api listening on ${url}`]);
    expect(first.stderr()).toContain('filled the empty database with demo data');
    // It holds the lock, and the lock file names this very process.
    expect(locked(dataDir)).toBe(true);
    expect(readFileSync(join(dataDir, 'mentoring-api.lock'), 'utf8')).toBe(`${first.child.pid}\n`);
  });

  it('serves the demo smart goals, paginated, with a next link on the printed host', async () => {
    const { status, body } = await getJson(`${url}smart-goals/`);
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(60);
    expect(body.previous).toBeNull();
    expect(body.results).toHaveLength(30);
    expect(body.next).toBe(`${url}smart-goals/?limit=30&offset=30`);
    // newest first
    const ids = body.results.map((g: { id: number }) => g.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    goalCount = body.count;
    // the next link works over the socket too
    const page2 = await getJson(body.next);
    expect(page2.status).toBe(200);
    // the spec's rule (design §1): previous is null while offset <= 30
    expect(page2.body.previous).toBeNull();
    expect(page2.body.next).toBe(body.count > 60 ? `${url}smart-goals/?limit=30&offset=60` : null);
    expect(page2.body.results[0].id).toBeLessThan(ids[29]);
  });

  it('serves the demo courses, a deactivated one among them', async () => {
    const { status, body } = await getJson(`${url}courses/`);
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(body.length).toBeLessThanOrEqual(12);
    expect(body.some((c: { deactivated: boolean }) => c.deactivated === true)).toBe(true);
    expect(body.some((c: { deactivated: boolean }) => c.deactivated === false)).toBe(true);
  });

  it('serves the nine pre-lead statuses with a day-long cache', async () => {
    const { status, body, headers } = await getJson(`${url}pre-lead-statuses/`);
    expect(status).toBe(200);
    expect(body).toHaveLength(9);
    expect(body.map((s: { order: number }) => s.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(headers.get('cache-control')).toContain('max-age=86400');
  });

  it('serves feedbacks needed for both roles and all three rounds', async () => {
    const { status, body } = await getJson(`${url}feedbacks_needed/`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(new Set(body.map((f: { role: string }) => f.role))).toEqual(new Set(['mentee', 'mentor']));
    expect(new Set(body.map((f: { title: string }) => f.title))).toEqual(new Set(['Chemistry', 'Mid Program', 'Final']));
    // mentees first, then mentors
    const roles: string[] = body.map((f: { role: string }) => f.role);
    expect(roles.lastIndexOf('mentee')).toBeLessThan(roles.indexOf('mentor'));
  });

  it("answers / with Django's HTML 404 page", async () => {
    const res = await checkedFetch(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>Not Found</title>');
    expect(html).toContain('<h1>Not Found</h1><p>The requested resource was not found on this server.</p>');
  });

  it('refuses a second process on the same DATA_DIR; the first keeps serving', async () => {
    const second = start({ DATA_DIR: dataDir });
    const exit = await second.exited;
    expect(exit.code).not.toBe(0);
    expect(exit.code).toBe(1);
    expect(second.stdout()).toBe('');
    const lines = meaningfulLines(second.stderr());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('is in use by another mentoring-api process');
    expect(lines[0]).toContain(`(pid ${first.child.pid} in its lock file)`);
    // the lock is still the first process's, and it still answers
    expect(readFileSync(join(dataDir, 'mentoring-api.lock'), 'utf8')).toBe(`${first.child.pid}\n`);
    expect(first.child.exitCode).toBeNull();
    const { status, body } = await getJson(`${url}smart-goals/?limit=1`);
    expect(status).toBe(200);
    expect(body.count).toBe(goalCount);
  });

  it('stores a POSTed smart goal', async () => {
    const res = await checkedFetch(`${url}smart-goals/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ input: 'Learn Spanish to B1 level' }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; input: string };
    expect(created.input).toBe('Learn Spanish to B1 level');
    expect(created.id).toBeGreaterThan(0);
    postedId = created.id;
    const { body } = await getJson(`${url}smart-goals/?limit=1`);
    expect(body.count).toBe(goalCount + 1);
    expect(body.results[0].id).toBe(postedId);
    goalCount = body.count;
  });

  it('exits with code 0 on SIGTERM and releases the lock', async () => {
    first.child.kill('SIGTERM');
    const timer = setTimeout(() => first.child.kill('SIGKILL'), 10_000);
    const exit = await first.exited;
    clearTimeout(timer);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(locked(dataDir)).toBe(false);
    expect(readFileSync(join(dataDir, 'mentoring-api.lock'), 'utf8')).toBe('');
    await expect(checkedFetch(url)).rejects.toThrow();
  });

  it('keeps the data across a restart and does not seed twice', async () => {
    const again = start({ DATA_DIR: dataDir });
    const url2 = await again.url();
    expect(again.stderr()).not.toContain('filled the empty database');
    const { body } = await getJson(`${url2}smart-goals/?limit=1`);
    expect(body.count).toBe(goalCount);
    expect(body.results[0].id).toBe(postedId);
    expect(body.results[0].input).toBe('Learn Spanish to B1 level');
    const detail = await getJson(`${url2}smart-goals/?limit=30&offset=0`);
    expect(detail.body.results.filter((g: { input: string }) => g.input === 'Learn Spanish to B1 level')).toHaveLength(1);
    const courses = await getJson(`${url2}courses/`);
    expect(courses.body.length).toBeLessThanOrEqual(12);
    const exit = await stop(again);
    expect(exit.code).toBe(0);
  });
});

describe('migrate and token create on a fresh DATA_DIR, then npm start', () => {
  afterEach(stopAll);

  it('seeds the demo data beside the new user, whose token works; no stack trace', async () => {
    // token create refuses a DATA_DIR without a database (a mistyped one): migrate makes it.
    // This is the DATA_DIR migrate leaves (a copy; test/cli/index.test.ts runs migrate on a new one).
    const dataDir = migratedDir();
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir };
    for (const name of CONFIG_VARS) if (name !== 'DATA_DIR') delete env[name];
    const created = spawnSync(process.execPath, [...CLI_ARGS, 'token', 'create', 'programme-bot'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(created.status, created.stderr).toBe(0);
    const key = created.stdout.trim();
    // This order crashed: "the demo data set was refused: users: the table already has 1 row".
    const service = start({ DATA_DIR: dataDir, ACCESS_POLICY: 'token-writes' });
    const url = await service.url();
    expect(meaningfulLines(service.stderr())).toEqual([
      'mentoring-api: filled the empty database with demo data (SEED_DEMO=false turns this off)',
    ]);
    expect((await getJson(`${url}smart-goals/`)).body.count).toBeGreaterThanOrEqual(60);
    // The demo's courses name the demo's users (ids 2 and 3 here), not programme-bot (1).
    const courses = (await getJson(`${url}courses/`)).body as { created_by: number | null }[];
    expect(new Set(courses.map((c) => c.created_by).filter((id) => id !== null))).toEqual(new Set([2, 3]));
    const res = await checkedFetch(`${url}courses/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Token ${key}` },
      body: JSON.stringify({ title: 'Onboarding', code: 7, gsheet_name: 'onboarding' }),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { created_by: number }).created_by).toBe(1);
    expect((await stop(service)).code).toBe(0);
  }, 90_000);
});

describe('npm start with a bad configuration value', () => {
  afterEach(stopAll);

  it.each([
    ['PORT', 'abc', {}],
    ['TIME_ZONE', 'Nowhere/City', {}],
    ['SEED_DEMO', 'maybe', {}],
    ['GOAL_GENERATOR', 'gpt', {}],
    // OpenAI's own endpoint without a key cannot work: refused at start, not at the first POST.
    ['OPENAI_API_KEY', '', { GOAL_GENERATOR: 'openai' }],
    // Mails carry links to the service and say who sends them (design §11).
    ['PUBLIC_BASE_URL', '', { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'programme@example.org' }],
    ['MAIL_FROM', '', { SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_BASE_URL: 'https://mentoring.example.org' }],
  ])('%s=%s: exits 1 with one stderr line naming the variable', async (name, value, extra) => {
    const dataDir = join(tempDir(), 'not-created');
    const service = start({ DATA_DIR: dataDir, ...extra, [name]: value });
    const exit = await service.exited;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(service.stdout()).toBe('');
    const stderr = service.stderr();
    expect(stderr.endsWith('\n')).toBe(true);
    const lines = stderr.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
    expect(lines[0]).toContain(JSON.stringify(value));
    // nothing was opened or locked
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('npm start on a port already in use', () => {
  afterEach(stopAll);

  it('exits 1 with one line naming the address, no stack trace', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const service = start({ DATA_DIR: migratedDir(), SEED_DEMO: 'false', PORT: String(port) });
      expect(await service.exited).toEqual({ code: 1, signal: null });
      expect(service.stdout()).toBe('');
      expect(meaningfulLines(service.stderr())).toEqual([
        `mentoring-api: cannot listen on 127.0.0.1 port ${port}: listen EADDRINUSE: address already in use 127.0.0.1:${port}`,
      ]);
    } finally {
      taken.close();
    }
  }, 60_000);
});

describe('npm start with DATABASE_URL=memory://', () => {
  afterEach(stopAll);

  it('serves a throw-away embedded database without touching DATA_DIR', async () => {
    const dataDir = join(tempDir(), 'must-not-exist');
    const service = start({ DATABASE_URL: 'memory://', DATA_DIR: dataDir });
    const url = await service.url();
    const goals = await getJson(`${url}smart-goals/`);
    expect(goals.status).toBe(200);
    expect(goals.body.count).toBeGreaterThanOrEqual(60);
    expect((await getJson(`${url}pre-lead-statuses/`)).body).toHaveLength(9);
    expect(existsSync(dataDir)).toBe(false);
    expect((await stop(service)).code).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});

describe('npm start with SEED_DEMO=false on a fresh DATA_DIR, and the access policy warning', () => {
  // Three services started together, each on a DATA_DIR of its own, all with SEED_DEMO=false:
  // the one on loopback with the open policy is also the SEED_DEMO=false case.
  let open: Service;
  let loopback: Service;
  let guarded: Service;
  let url: string;

  beforeAll(async () => {
    open = start({ DATA_DIR: migratedDir(), SEED_DEMO: 'false', HOST: '0.0.0.0' });
    loopback = start({ DATA_DIR: migratedDir(), SEED_DEMO: 'false', HOST: '127.0.0.1' });
    guarded = start({ DATA_DIR: migratedDir(), SEED_DEMO: 'false', HOST: '0.0.0.0', ACCESS_POLICY: 'token-writes' });
    [, url] = await Promise.all([open.url(), loopback.url(), guarded.url()]);
  }, 60_000);

  afterAll(stopAll);

  it('SEED_DEMO=false leaves the database empty but for the migration data', async () => {
    expect(loopback.stderr()).not.toContain('filled the empty database');
    const goals = await getJson(`${url}smart-goals/`);
    expect(goals.status).toBe(200);
    expect(goals.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await getJson(`${url}courses/`)).body).toEqual([]);
    expect((await getJson(`${url}feedbacks_needed/`)).body).toEqual([]);
    expect((await getJson(`${url}pre-lead-statuses/`)).body).toHaveLength(9);
    expect((await stop(loopback)).code).toBe(0);
  });

  it('warns at start-up when ACCESS_POLICY=open listens beyond loopback, and not on loopback or with a token policy', () => {
    const warnings = (s: Service) => meaningfulLines(s.stdout()).filter((l) => l.includes('ACCESS_POLICY=open'));
    expect(warnings(open)).toHaveLength(1);
    expect(JSON.parse(warnings(open)[0])).toMatchObject({ level: 40, host: '0.0.0.0', accessPolicy: 'open' });
    expect(warnings(loopback)).toEqual([]);
    expect(warnings(guarded)).toEqual([]);
  });
});

describe('npm start: SIGTERM drains', () => {
  afterEach(stopAll);

  it('lets a generation in flight finish (201, stored), refuses new connections, closes the database and exits 0', async () => {
    const fake = await startFakeOpenAi();
    fake.script({ ...reply('I will practise Spanish every day.'), delayMs: 1_500 });
    try {
      const dataDir = migratedDir();
      const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', GOAL_GENERATOR: 'openai', OPENAI_BASE_URL: fake.url, LOG_LEVEL: 'info' };
      const service = start(env);
      const url = await service.url();
      const inFlight = checkedFetch(`${url}smart-goals/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: 'I want to learn Spanish.' }),
      });
      while (fake.calls.length === 0) await new Promise((r) => setTimeout(r, 20));
      service.child.kill('SIGTERM');
      // The listening socket closes at once: a new client is refused, not queued.
      await new Promise((r) => setTimeout(r, 300));
      await expect(checkedFetch(`${url}courses/`)).rejects.toThrow();
      const res = await inFlight;
      expect(res.status).toBe(201);
      const goal = (await res.json()) as { id: number; output: string };
      expect(goal.output).toBe('I will practise Spanish every day.');
      expect(await service.exited).toEqual({ code: 0, signal: null });
      expect(service.stdout()).toContain('shutting down');
      // Drained, not cut: the finished request's keep-alive connection did not hold the
      // drain open until the grace period ended.
      expect(service.stdout()).not.toContain('grace period over');
      // The database was closed cleanly (lock released) and holds the goal: opened here, as the
      // next start opens it (starting the service again after a SIGTERM is the first describe's).
      expect(locked(dataDir)).toBe(false);
      const db = await openDatabase({ url: undefined, dataDir });
      try {
        expect((await db.rows<{ id: number }>(sql`SELECT id FROM smart_goals ORDER BY id`)).map((g) => g.id)).toEqual([goal.id]);
      } finally {
        await db.close();
      }
    } finally {
      await fake.close();
    }
  }, 90_000);
});

describe('npm start under a process manager', () => {
  it('stops the service when npm itself gets SIGTERM (no process left behind)', async () => {
    const dataDir = migratedDir();
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    };
    const npm = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    npm.stdout!.setEncoding('utf8').on('data', (t: string) => (out += t));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    while (!/listening on (http:\/\/\S+\/)/.test(out) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const url = /listening on (http:\/\/\S+\/)/.exec(out)![1];
    const forget = checkAnswersOfService(url, env);
    expect((await checkedFetch(`${url}courses/`)).status).toBe(200);
    forget();
    npm.kill('SIGTERM');
    await exited;
    // The service drained and closed its database: nothing answers, the lock is released.
    for (let i = 0; i < 100 && locked(dataDir); i++) await new Promise((r) => setTimeout(r, 50));
    expect(locked(dataDir)).toBe(false);
    await expect(checkedFetch(`${url}courses/`)).rejects.toThrow();
  }, 90_000);
});
