// `npm run cli -- <command>` end to end on a fresh embedded DATA_DIR and, when TEST_DATABASE_URL is set, on a
// fresh PostgreSQL database: the CLI run in this process (test/support/cli.ts) and, where the process is the
// subject, the real entry point (src/cli/index.ts, built: CLI_ARGS) as a child process: a first start
// (migrate on a new database), standard output and input as pipes (export -, import -), an exit status of
// 2, 1 and 0 with what it prints (an unknown command, a bad configuration, a locked DATA_DIR, --help, a
// missing database), `npm run cli` and the installed bin.
import { listMigrations } from '../../src/store/migrate.js';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/connect.js';
import { lockDataDir } from '../../src/store/lock.js';
import { buildCheckedApp } from '../support/app.js';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { systemClock } from '../../src/time/clock.js';
import { CONFIG_VARS } from '../support/service.js';
import { CLI_ARGS } from '../support/paths.js';
import { ThrowawayDatabase } from '../support/database.js';
import { TempDirs } from '../support/temp-dirs.js';
import { cliInProcess } from '../support/cli.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TABLES = [
  'users',
  'managers',
  'mentors',
  'mentees',
  'mentoring_relations',
  'feedback_submissions',
  'courses',
  'smart_goals',
  'pre_lead_statuses',
  'feedback_rounds',
  'schema_migrations',
];

interface Result {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const children = new Set<ChildProcess>();
const temps = new TempDirs('mentoring-api-cli');

const tempDir = (): string => temps.make();

/** Runs the CLI in this process (test/support/cli.ts), with `input` on its standard input when given. */
const cli = (args: string[], env: Record<string, string>, _timeoutMs?: number, input?: string | Buffer): Promise<Result> =>
  cliInProcess(args, env, input);

/**
 * Runs the CLI program (CLI_ARGS) with `...args` to its end (SIGTERM, then SIGKILL, past `timeoutMs`),
 * with `input` on its standard input when given.
 */
function spawnCli(args: string[], env: Record<string, string>, timeoutMs = 45_000, input?: string | Buffer): Promise<Result> {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of CONFIG_VARS) delete base[name];
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: ROOT,
    env: { ...base, LOG_LEVEL: 'warn', ...env },
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  if (input !== undefined) {
    child.stdin!.on('error', () => {}); // the child may stop reading early
    child.stdin!.end(input);
  }
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  const term = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs + 5_000);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(term);
      clearTimeout(kill);
      children.delete(child);
      resolve({ code, signal, stdout, stderr });
    }),
  );
}

async function killAll() {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

afterAll(async () => {
  await killAll();
  temps.removeAll();
});

/** Row counts of every table plus a digest of the rows, read directly (the CLI process has ended). */
async function snapshot(url: string | undefined, dataDir: string): Promise<Record<string, number | string>> {
  const db = await openDatabase({ url, dataDir });
  try {
    const out: Record<string, number | string> = {};
    for (const table of TABLES) {
      const [row] = await db.rows<{ n: string | number }>(sql`SELECT COUNT(*) AS n FROM ${sql.identifier(table)}`);
      out[table] = Number(row.n);
    }
    const [digest] = await db.rows<{ goals: string | null; courses: string | null }>(
      sql`SELECT (SELECT md5(string_agg(id::text || ':' || input || ':' || output, ',' ORDER BY id)) FROM smart_goals) AS goals,
                 (SELECT md5(string_agg(id::text || ':' || title, ',' ORDER BY id)) FROM courses) AS courses`,
    );
    out.digest = `${digest.goals}|${digest.courses}`;
    return out;
  } finally {
    await db.close();
  }
}

/** The CLI contract on one database, given as the env that selects it. */
function cliContract(label: string, target: () => { env: Record<string, string>; url: string | undefined; dataDir: string }) {
  describe(`cli on ${label}`, () => {
    // The database as the last step left it, read after that step, is the next step's state
    // before it runs (the exports between read it only; a change by one fails the next
    // comparison): a snapshot opens the database again, on PGlite a new instance.
    let known: Record<string, number | string> | undefined;
    const before = async (url: string | undefined, dataDir: string) => known ?? (await snapshot(url, dataDir));
    const after = async (url: string | undefined, dataDir: string) => (known = await snapshot(url, dataDir));
    it('migrate applies every migration on a fresh database, then has nothing to apply', async () => {
      const { env } = target();
      const first = await spawnCli(['migrate'], env);
      expect(first.stderr).toBe('');
      expect(first.stdout).toBe(
        `applied: ${listMigrations()
          .map((m) => m.version)
          .join(', ')}\n`,
      );
      expect(first.code).toBe(0);
      const second = await cli(['migrate'], env);
      expect(second.stderr).toBe('');
      expect(second.stdout).toBe('nothing to apply\n');
      expect(second.code).toBe(0);
    }, 60_000);

    it('seed-demo fills the empty database', async () => {
      const { env, url, dataDir } = target();
      const empty = await snapshot(url, dataDir);
      expect(empty.smart_goals).toBe(0);
      expect(empty.courses).toBe(0);
      expect(empty.pre_lead_statuses).toBe(9);
      const res = await cli(['seed-demo'], env);
      expect(res.stderr).toBe('');
      expect(res.stdout).toBe('seed-demo: demo data inserted\n');
      expect(res.code).toBe(0);
      const seeded = await after(url, dataDir);
      expect(seeded.smart_goals).toBeGreaterThanOrEqual(60);
      expect(seeded.courses).toBeGreaterThanOrEqual(8);
      expect(seeded.mentoring_relations).toBeGreaterThan(0);
      expect(seeded.feedback_submissions).toBeGreaterThan(0);
      expect(seeded.pre_lead_statuses).toBe(9);
    }, 60_000);

    it('seed-demo refuses a database that already holds data and changes nothing', async () => {
      const { env, url, dataDir } = target();
      const was = await before(url, dataDir);
      expect(was.smart_goals).toBeGreaterThan(0);
      const res = await cli(['seed-demo'], env);
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
      expect(res.stderr).toBe('seed-demo: the database already holds data; nothing was changed\n');
      expect(await after(url, dataDir)).toEqual(was);
    }, 60_000);

    let exported = '';
    it('export - writes the dataset to standard output, the summary to standard error', async () => {
      const { env } = target();
      const res = await spawnCli(['export', '-'], env);
      expect(res.code).toBe(0);
      exported = res.stdout;
      expect(exported.startsWith('{"format":"mentoring-dataset","version":2,"time_zone":"Europe/Prague","tables":{\n"users":[\n')).toBe(
        true,
      );
      // The demo suppresses no address: the last table is empty.
      expect(exported.endsWith('\n],\n"mail_suppressions":[]\n}}\n')).toBe(true);
      const rows = exported.split('\n').filter((line) => line.startsWith('{"id":')).length;
      expect(withoutProgress(res.stderr)).toMatch(
        new RegExp(
          `^export: ${rows} rows written to standard output \\(users 3, managers \\d+, .*smart_goals \\d+, mail_suppressions \\d+\\)\\n$`,
        ),
      );
    }, 60_000);

    it('export FILE writes the same bytes to a file', async () => {
      const { env } = target();
      const file = join(tempDir(), 'dataset.json');
      const res = await cli(['export', file], env);
      expect(res.code).toBe(0);
      expect(res.stdout).toMatch(/^export: \d+ rows written to .*dataset\.json \(users 3, /);
      expect(withoutProgress(res.stderr)).toBe('');
      expect(readFileSync(file, 'utf8')).toBe(exported);
    }, 60_000);

    it('import refuses tables that already have rows, naming --replace, and changes nothing', async () => {
      const { env, url, dataDir } = target();
      const file = join(tempDir(), 'dataset.json');
      writeFileSync(file, exported);
      const was = await before(url, dataDir);
      const res = await cli(['import', file], env);
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
      const lines = withoutProgress(res.stderr).split('\n');
      expect(lines[0]).toBe(`import: ${file} was not imported: 8 problems; the database is unchanged`);
      expect(lines[1]).toBe('  users: the table already has 3 rows (use --replace to replace the tables in the file)');
      expect(lines.slice(1, -1).every((l) => l.endsWith('(use --replace to replace the tables in the file)'))).toBe(true);
      expect(await after(url, dataDir)).toEqual(was);
    }, 60_000);

    it('import - --replace reads standard input; export gives the same bytes back', async () => {
      const { env, url, dataDir } = target();
      const was = await before(url, dataDir);
      const res = await spawnCli(['import', '-', '--replace'], env, 45_000, exported);
      expect(withoutProgress(res.stderr)).toBe('');
      expect(res.stdout).toMatch(
        /^import: \d+ rows imported from standard input \(users 3, managers \d+, .*smart_goals \d+, mail_suppressions \d+\)\n$/,
      );
      expect(res.code).toBe(0);
      expect(await after(url, dataDir)).toEqual(was);
      const again = await cli(['export', '-'], env);
      expect(again.stdout).toBe(exported);
    }, 60_000);

    it('import lists the first 50 problems and counts the others', async () => {
      const { env, url, dataDir } = target();
      const users = Array.from({ length: 60 }, (_, i) => `{"id":${i + 1},"username":${i}}`).join(',\n');
      const doc = `{"format":"mentoring-dataset","version":1,"time_zone":"UTC","tables":{"users":[\n${users}\n]}}`;
      const was = await before(url, dataDir);
      const res = await cli(['import', '-', '--replace'], env, 45_000, doc);
      expect(res.code).toBe(1);
      const lines = withoutProgress(res.stderr).split('\n');
      expect(lines[0]).toBe('import: standard input was not imported: 60 problems; the database is unchanged');
      expect(lines.slice(1, 51)).toEqual(Array.from({ length: 50 }, (_, i) => `  users id ${i + 1} username: must be a string, got ${i}`));
      expect(lines.slice(51)).toEqual(['  … and 10 more problems', '']);
      expect(await after(url, dataDir)).toEqual(was);
    }, 60_000);

    let token = { id: 0, key: '' };
    it('token create prints a new key once on standard output and keeps only its hash', async () => {
      const { env, url, dataDir } = target();
      const res = await cli(['token', 'create', 'programme-bot'], env);
      expect(res.code).toBe(0);
      expect(res.stdout).toMatch(/^[0-9a-f]{40}\n$/);
      const key = res.stdout.trim();
      const m = /^token create: token (\d+) for programme-bot \(user (\d+)\); it is shown only this once/.exec(res.stderr);
      expect(m, res.stderr).not.toBeNull();
      token = { id: Number(m![1]), key };
      const db = await openDatabase({ url, dataDir });
      try {
        const rows = await db.rows<{ key_hash: string; key_prefix: string; username: string }>(
          sql`SELECT key_hash, key_prefix, username FROM api_tokens JOIN users ON users.id = user_id WHERE api_tokens.id = ${token.id}`,
        );
        expect(rows).toEqual([
          { key_hash: createHash('sha256').update(key).digest('hex'), key_prefix: key.slice(0, 6), username: 'programme-bot' },
        ]);
        // The key itself is stored nowhere.
        const [dump] = await db.rows<{ text: string }>(sql`SELECT string_agg(t::text, ',') AS text FROM api_tokens t`);
        expect(dump.text).not.toContain(key);
        // It authenticates: a course created with it names the user.
        const app = await buildCheckedApp({
          db,
          clock: systemClock(),
          goals: createOfflineGenerator(),
          config: { timeZone: 'Europe/Prague', trustProxy: false, goalRateLimit: 0, goalTimeoutMs: 30_000, accessPolicy: 'token-writes' },
        });
        const created = await app.inject({
          method: 'POST',
          url: '/courses/',
          headers: { authorization: `Token ${key}`, 'content-type': 'application/json' },
          payload: '{"title":"T","code":1,"gsheet_name":"g"}',
        });
        expect(created.statusCode).toBe(201);
        expect(created.json().created_by).toBe(Number(m![2]));
        await app.close();
        await db.rows(sql`DELETE FROM courses WHERE id = ${created.json().id}`);
      } finally {
        await db.close();
      }
    }, 60_000);

    it('token list shows id, user and the first characters only; token revoke deletes it', async () => {
      const { env } = target();
      const list = await cli(['token', 'list'], env);
      expect(list.code).toBe(0);
      const lines = list.stdout.trim().split('\n');
      expect(lines[0]).toMatch(/^ID\s+USER\s+USER ID\s+KEY\s+CREATED \(UTC\)$/);
      expect(lines[1]).toMatch(new RegExp(`^${token.id}\\s+programme-bot\\s+\\d+\\s+${token.key.slice(0, 6)}…\\s+\\d{4}-`));
      expect(list.stdout).not.toContain(token.key);
      const revoked = await cli(['token', 'revoke', String(token.id)], env);
      expect([revoked.code, revoked.stdout]).toEqual([0, `token revoke: token ${token.id} revoked\n`]);
      const again = await cli(['token', 'revoke', String(token.id)], env);
      expect([again.code, again.stderr]).toEqual([1, `token revoke: there is no token ${token.id}\n`]);
      expect((await cli(['token', 'list'], env)).stdout.trim().split('\n')).toHaveLength(1);
    }, 60_000);

    it('token create refuses a username Django would not take; import --replace of users takes their tokens', async () => {
      const { env, url, dataDir } = target();
      const bad = await cli(['token', 'create', 'no spaces'], env);
      expect(bad.code).toBe(1);
      expect(bad.stdout).toBe('');
      expect(bad.stderr).toContain('a username is 1 to 150 letters, digits and @ . + - _');
      expect((await cli(['token', 'create', 'someone'], env)).code).toBe(0);
      const res = await cli(['import', '-', '--replace'], env, 45_000, exported);
      expect(res.code).toBe(0);
      expect((await cli(['token', 'list'], env)).stdout.trim().split('\n')).toHaveLength(1);
      expect((await snapshot(url, dataDir)).users).toBe(3); // the demo's three accounts (admin, manager, viewer)
    }, 60_000);
  });
}

/** Standard error without the periodic progress lines (a slow machine may print one). */
function withoutProgress(stderr: string): string {
  return stderr.replace(/^(import|export): \d+ rows, \d+ rows\/s, .*\n/gm, '');
}

// Embedded PGlite in a fresh DATA_DIR, shared by the three steps in order.
let embeddedDir = '';
beforeAll(() => {
  embeddedDir = tempDir();
});
cliContract('a fresh embedded DATA_DIR', () => ({ env: { DATA_DIR: embeddedDir }, url: undefined, dataDir: embeddedDir }));

describe('cli usage', () => {
  it('prints usage and exits 2 on an unknown command, touching nothing', async () => {
    const dataDir = join(tempDir(), 'untouched');
    const res = await spawnCli(['frobnicate'], { DATA_DIR: dataDir });
    expect(res.code).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/^unknown command: frobnicate\nusage: npm run cli -- <command>\n/);
    expect(res.stderr).toContain('  migrate ');
    expect(res.stderr).toContain('  seed-demo ');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('prints usage and exits 2 without a command', async () => {
    const res = await cli([], { DATA_DIR: join(tempDir(), 'untouched') });
    expect(res.code).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/^usage: npm run cli -- <command>\n/);
  });

  it('is what `npm run cli` runs (dist/, built from the sources first as npm start builds it): the same usage and exit code', () => {
    const base: Record<string, string | undefined> = { ...process.env };
    for (const name of CONFIG_VARS) delete base[name];
    const res = spawnSync('npm', ['run', '-s', 'cli'], {
      cwd: ROOT,
      env: { ...base, DATA_DIR: join(tempDir(), 'untouched') },
      encoding: 'utf8',
    });
    expect(res.status).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/^usage: npm run cli -- <command>\n/m);
  });

  it.each([
    [['import'], 'import: expected one FILE (- for standard input)'],
    [['import', '--force', 'a.json'], 'import: unknown option --force'],
    [['export', '--replace', 'a.json'], 'export: unknown option --replace'],
  ])('prints usage and exits 2 on %j', async (args, message) => {
    const dataDir = join(tempDir(), 'untouched');
    const res = await cli(args, { DATA_DIR: dataDir });
    expect(res.code).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(new RegExp(`^${message.replace(/[()]/g, '\\$&')}\nusage: npm run cli -- <command>\n`));
    expect(res.stderr).toContain('  import FILE [--replace] ');
    expect(res.stderr).toContain('  export FILE ');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('import names a file it cannot read and touches no database', async () => {
    const dataDir = join(tempDir(), 'untouched');
    const missing = join(tempDir(), 'missing.json');
    const res = await cli(['import', missing], { DATA_DIR: dataDir });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(`import: cannot read ${missing}: ENOENT: no such file or directory, stat '${missing}'\n`);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('export into a directory that does not exist fails before touching the database', async () => {
    const dataDir = join(tempDir(), 'untouched');
    const file = join(tempDir(), 'no', 'such', 'dir', 'x.json');
    const res = await cli(['export', file], { DATA_DIR: dataDir });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^export: cannot write .*x\.json: ENOENT: no such file or directory/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('names the variable and exits 1 on a bad configuration value', async () => {
    const res = await spawnCli(['migrate'], { DATABASE_URL: 'mysql://x' });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr.split('\n').filter(Boolean)).toEqual([
      'mentoring-api: DATABASE_URL: expected postgres://… , postgresql://… or memory://, got "mysql://x"',
    ]);
  });

  it('refuses a DATA_DIR locked by a live process', async () => {
    const dataDir = tempDir();
    // A live process (this test runner) holds the lock.
    const lock = lockDataDir(dataDir);
    try {
      const res = await spawnCli(['migrate'], { DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expect(res.stderr.split('\n').filter(Boolean)).toEqual([
        `mentoring-api: DATA_DIR ${dataDir} is in use by another mentoring-api process (pid ${process.pid} in its lock file); stop it or choose another DATA_DIR`,
      ]);
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
    } finally {
      lock.release();
    }
  });
});

// PostgreSQL: a fresh database with a random name on TEST_DATABASE_URL's server.
if (process.env.TEST_DATABASE_URL) {
  const throwaway = new ThrowawayDatabase('mentoring_cli');
  const dbUrl = throwaway.url;
  describe('on PostgreSQL', () => {
    beforeAll(() => throwaway.create());
    afterAll(() => throwaway.drop());
    const dataDir = join(tmpdir(), `mentoring-api-cli-never-${throwaway.name}`);
    cliContract('a fresh PostgreSQL database', () => ({ env: { DATABASE_URL: dbUrl, DATA_DIR: dataDir }, url: dbUrl, dataDir }));
    it('never touched DATA_DIR', () => {
      expect(existsSync(dataDir)).toBe(false);
    });
  });
}

describe('cli help', () => {
  const COMMAND_LINES = [
    '  migrate ',
    '  seed-demo ',
    '  import FILE [--replace] ',
    '  export FILE ',
    '  user create USERNAME --role admin|manager|viewer\n',
    '  user list ',
    '  user set-password USERNAME\n',
    '  user disable USERNAME ',
    '  user enable USERNAME ',
    '  token create USERNAME ',
    '  token list ',
    '  token revoke ID ',
  ];

  it.each([['--help'], ['-h']])('%s prints every command on standard output and exits 0, touching nothing', async (flag) => {
    const dataDir = join(tempDir(), 'untouched');
    // --help as the program (exit status 0), -h in this process.
    const res = await (flag === '--help' ? spawnCli : cli)([flag], { DATA_DIR: dataDir });
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect(res.stdout).toMatch(/^usage: npm run cli -- <command>\n/);
    for (const line of COMMAND_LINES) expect(res.stdout).toContain(line);
    expect(res.stdout).toContain('  -h, --help ');
    expect(existsSync(dataDir)).toBe(false);
  });

  it.each([
    [
      ['token', '--help'],
      ['token create USERNAME', 'token list', 'token revoke ID'],
    ],
    [
      ['user', '-h'],
      [
        'user create USERNAME --role admin|manager|viewer',
        'user list',
        'user set-password USERNAME',
        'user disable USERNAME',
        'user enable USERNAME',
      ],
    ],
    [['user', 'create', '--help'], ['user create USERNAME --role admin|manager|viewer']],
    [['user', 'create', 'ana', '--role', 'admin', '-h'], ['user create USERNAME --role admin|manager|viewer']],
    [['token', 'revoke', '--help'], ['token revoke ID']],
    [['import', '--help'], ['import FILE [--replace]']],
    [['export', '-h'], ['export FILE']],
    [['migrate', '--help'], ['migrate']],
    [['seed-demo', '--help'], ['seed-demo']],
  ])('%j prints that usage on standard output and exits 0 without running it', async (args, synopses) => {
    const dataDir = join(tempDir(), 'untouched');
    const res = await cli(args, { DATA_DIR: dataDir });
    expect([res.code, res.stderr]).toEqual([0, '']);
    const lines = res.stdout.split('\n');
    expect(lines.slice(0, synopses.length)).toEqual(synopses.map((s, i) => `${i === 0 ? 'usage:' : '      '} npm run cli -- ${s}`));
    // Only that command's (or group's) entries follow.
    const shown = COMMAND_LINES.filter((l) => res.stdout.includes(l));
    expect(shown.map((l) => l.trim())).toEqual(synopses);
    expect(lines.at(-2)).toBe('  -h, --help               this help');
    expect(existsSync(dataDir)).toBe(false);
  });

  it.each([
    [['--frob'], 'unknown option --frob'],
    [['token', 'list', '--all'], 'token list: unknown option --all'],
    [['token', 'frobnicate'], 'token: unknown command frobnicate'],
    [['token'], 'token: expected create, list or revoke'],
    [['user', 'create', 'ana', '--role'], 'user create: --role needs a value'],
    [['import', '--replace=yes', 'a.json'], 'import: --replace takes no value'],
    [['migrate', 'now'], 'migrate: takes no arguments'],
    [['export', '-x', 'a.json'], 'export: unknown option -x'],
  ])('%j is a usage error: exit 2, the reason and the usage on standard error', async (args, message) => {
    const dataDir = join(tempDir(), 'untouched');
    const res = await cli(args, { DATA_DIR: dataDir });
    expect(res.code).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr.startsWith(`${message}\nusage: npm run cli -- <command>\n`)).toBe(true);
    for (const line of COMMAND_LINES) expect(res.stderr).toContain(line);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('npm run cli -- user create --help prints its usage and exits 0', () => {
    const base: Record<string, string | undefined> = { ...process.env };
    for (const name of CONFIG_VARS) delete base[name];
    const res = spawnSync('npm', ['run', '-s', 'cli', '--', 'user', 'create', '--help'], {
      cwd: ROOT,
      env: { ...base, DATA_DIR: join(tempDir(), 'untouched') },
      encoding: 'utf8',
    });
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/^usage: npm run cli -- user create USERNAME --role admin\|manager\|viewer\n\n/);
  });

  it("is package.json's bin: the built file runs as a program, under the name it was installed as", () => {
    const bin = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin;
    expect(bin).toEqual({ 'mentoring-api': 'dist/cli/index.js' });
    const file = join(ROOT, bin['mentoring-api']);
    expect(readFileSync(file, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(file).mode & 0o111).toBe(0o111);
    // As npm installs it: a link named after the bin, found on PATH, run without `node`.
    const dir = tempDir();
    symlinkSync(file, join(dir, 'mentoring-api'));
    const res = spawnSync('mentoring-api', ['token', '--help'], {
      env: { PATH: `${dir}:${dirname(process.execPath)}:/usr/bin:/bin` },
      encoding: 'utf8',
    });
    expect([res.status, res.stderr]).toEqual([0, '']);
    expect(res.stdout).toMatch(/^usage: mentoring-api token create USERNAME\n {7}mentoring-api token list\n/);
  });
});

describe('export, token and user on a database that does not exist', () => {
  const refusal = (dataDir: string, why: string) =>
    `mentoring-api: DATA_DIR ${dataDir} holds no mentoring-api database (${why}); nothing was created: check DATA_DIR, or create one with \`migrate\`\n`;

  it.each([
    [['export', '-']],
    [['token', 'list']],
    [['token', 'create', 'programme-bot']],
    [['user', 'list']],
    [['user', 'create', 'ana', '--role', 'admin']],
  ])('%j refuses a DATA_DIR that is missing or empty with one line, creating nothing', async (args) => {
    const missing = join(tempDir(), 'mistyped');
    const input = 'a good long password\n';
    // export as the program (its exit status and one line), the others in this process.
    const res = await (args[0] === 'export' ? spawnCli : cli)(args, { DATA_DIR: missing }, 45_000, input);
    expect([res.code, res.stdout, withoutProgress(res.stderr)]).toEqual([1, '', refusal(missing, 'the directory does not exist')]);
    expect(existsSync(missing)).toBe(false);
    const empty = tempDir();
    const again = await cli(args, { DATA_DIR: empty }, 45_000, input);
    expect([again.code, again.stdout, withoutProgress(again.stderr)]).toEqual([1, '', refusal(empty, 'no pgdata in it')]);
    expect(readdirSync(empty)).toEqual([]);
  });

  it('export FILE leaves no FILE behind', async () => {
    const empty = tempDir();
    const file = join(tempDir(), 'dataset.json');
    const res = await cli(['export', file], { DATA_DIR: empty });
    expect([res.code, withoutProgress(res.stderr)]).toEqual([1, refusal(empty, 'no pgdata in it')]);
    expect(readdirSync(dirname(file))).toEqual([]);
  });

  const server = process.env.TEST_DATABASE_URL;
  describe.runIf(server)('on PostgreSQL', () => {
    const throwaway = new ThrowawayDatabase('mentoring_cli_none');
    const name = throwaway.name;
    beforeAll(() => throwaway.create());
    afterAll(() => throwaway.drop());

    it('refuses a database never migrated, and leaves it without tables', async () => {
      const u = new URL(server!);
      u.pathname = `/${name}`;
      for (const args of [
        ['export', '-'],
        ['token', 'list'],
        ['user', 'list'],
      ]) {
        const res = await cli(args, { DATABASE_URL: u.toString() });
        expect([res.code, res.stdout, withoutProgress(res.stderr)]).toEqual([
          1,
          '',
          `mentoring-api: the database "${name}" on ${u.host} holds no mentoring-api database (it has no schema_migrations table); nothing was created: check DATABASE_URL, or create one with \`migrate\`\n`,
        ]);
      }
      const db = await openDatabase({ url: u.toString(), dataDir: '' });
      try {
        expect(await db.rows(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
      } finally {
        await db.close();
      }
    }, 60_000);
  });
});
