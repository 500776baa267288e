// A DATA_DIR the embedded database cannot use stops `npm start` at once with one line on
// stderr naming DATA_DIR and the cause, exit status 1, no stack trace: not a crash, not a
// hang, not a half-written data directory. Read-only and full file systems are real
// tmpfs mounts (root only: skipped with the reason otherwise).
import { cpSync, readFileSync, readdirSync, chmodSync, rmSync, writeFileSync, mkdirSync, realpathSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/store/connect.js';
import { CONFIG_VARS, killAll, meaningfulLines, request, ROOT, startService, type Service } from '../support/service.js';
import { Tmpfs, tmpfsUnavailable } from './support/mounts.js';
import { place, placeBuild, readableBuild, type ReadableBuild, type User } from './support/readable-build.js';
import { CLI_ARGS } from '../support/paths.js';
import { TempDirs } from '../support/temp-dirs.js';

const MB = 1024 * 1024;
const noMount = await tmpfsUnavailable();
const title = (t: string, reason: string | undefined) => (reason ? `${t} [skipped: ${reason}]` : t);
if (noMount) console.log(`read-only and full DATA_DIR tests skipped: ${noMount}`);

const temps = new TempDirs('mentoring-api-datadir');
const tempDir = (): string => temps.make();

/** This process's environment without the service's variables. */
function cleanEnv(): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of CONFIG_VARS) delete env[name];
  return env;
}

afterAll(async () => {
  await killAll();
  temps.removeAll();
});

/** Starts the service on `dataDir` and expects the one-line refusal. */
async function expectRefused(
  dataDir: string,
  cause: RegExp,
  extraEnv: Record<string, string> = {},
  as?: User,
  from?: ReadableBuild,
): Promise<string> {
  const service: Service = startService({ DATA_DIR: dataDir, SEED_DEMO: 'false', ...extraEnv }, as, from);
  // Generous: a start-up on a loaded 2-core machine took more than 30 s (initdb, the migrations).
  const hung = setTimeout(() => service.child.kill('SIGKILL'), 60_000);
  const exit = await service.exited;
  clearTimeout(hung);
  const stderr = service.stderr();
  expect(exit, `stderr: ${stderr}`).toEqual({ code: 1, signal: null });
  expect(service.stdout()).toBe('');
  const lines = meaningfulLines(stderr);
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^mentoring-api: /);
  expect(lines[0]).toContain(`DATA_DIR ${dataDir}`);
  expect(lines[0]).toMatch(cause);
  expect(stderr).not.toMatch(/^\s+at /m); // no stack trace
  return lines[0];
}

describe('a DATA_DIR that is not a directory', () => {
  it('refuses a DATA_DIR that is a regular file', async () => {
    const file = join(tempDir(), 'data');
    writeFileSync(file, 'not a directory\n');
    await expectRefused(file, /is not a directory$/);
    expect(readFileSync(file, 'utf8')).toBe('not a directory\n');
  });

  it('refuses a DATA_DIR below a regular file', async () => {
    const file = join(tempDir(), 'data');
    writeFileSync(file, '');
    await expectRefused(join(file, 'inner'), /cannot be used: a part of the path is a file, not a directory \(ENOTDIR\)$/);
  });
});

const notRootOrNobody = process.getuid?.() !== 0 ? 'not running as root (needs to start the service as nobody)' : undefined;
if (notRootOrNobody) console.log(`unwritable DATA_DIR test skipped: ${notRootOrNobody}`);

describe.skipIf(notRootOrNobody)(title('a DATA_DIR this user may not write', notRootOrNobody), () => {
  const NOBODY: User = { uid: 65534, gid: 65534 };
  const builds: ReadableBuild[] = [];
  afterAll(() => builds.forEach((b) => b.remove()));

  /** The refusal, with nobody running the checkout at `root` with `node` (placed if they must be). */
  async function refusedToNobody(root: string, node?: string): Promise<string> {
    const build = readableBuild(root, NOBODY, node);
    builds.push(build);
    const parent = tempDir();
    chmodSync(parent, 0o755);
    const dir = join(parent, 'data');
    mkdirSync(dir, { mode: 0o755 }); // root's, not writable by nobody
    return expectRefused(dir, /is not writable: this user \(uid 65534\) may not write there \(EACCES\)$/, {}, NOBODY, build);
  }

  it('refuses it, naming the user', async () => {
    const line = await refusedToNobody(ROOT);
    expect(line).toContain('uid 65534');
  });

  it('refuses it, naming the user, also when the checkout and node are in a directory other users cannot enter', async () => {
    // As under /root, with node installed there by nvm: both are placed where nobody can
    // read them, the checkout untouched.
    const home = tempDir();
    chmodSync(home, 0o700);
    const checkout = join(home, 'checkout');
    placeBuild(ROOT, checkout);
    const node = join(home, 'node');
    place(realpathSync(process.execPath), node);
    await refusedToNobody(checkout, node);
    expect(builds.at(-1)!.placed).toEqual(['node', 'build']);
    expect(builds.at(-1)!.root).not.toBe(checkout);
  });
});

describe.skipIf(noMount)(title('a DATA_DIR on a read-only or full file system', noMount), () => {
  let fs: Tmpfs;
  let dataDir: string;

  beforeAll(async () => {
    // Room for a data directory (≈40 MB) and the reserve (64 MB).
    fs = await Tmpfs.mount(128 * MB);
    dataDir = join(fs.dir, 'data');
  });

  afterAll(async () => fs?.unmount());

  it('refuses an empty DATA_DIR on a read-only file system', async () => {
    mkdirSync(dataDir);
    await fs.readOnly();
    await expectRefused(dataDir, /is not writable: it is on a read-only file system \(EROFS\)$/);
    await fs.readWrite();
  });

  it('refuses a DATA_DIR holding a database, on a file system remounted read-only', async () => {
    // A migrated database in DATA_DIR, as a previous run leaves it (a copy of the test template's).
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    expect(readdirSync(join(dataDir, 'pgdata')).length).toBeGreaterThan(0);
    await fs.readOnly();
    await expectRefused(dataDir, /is not writable: it is on a read-only file system \(EROFS\)$/);
    await fs.readWrite();
  });

  it('refuses a DATA_DIR whose file system has less than the 64 MB reserve free, and starts once there is room', async () => {
    const filler = join(fs.dir, 'filler');
    await fs.fill(filler, 20 * MB);
    await expectRefused(dataDir, /has only [12]\d\.\d MB free; the embedded database needs at least 64\.0 MB free$/);
    // Refused before the lock was tried: the file left by the last clean stop names nobody.
    expect(readFileSync(join(dataDir, 'mentoring-api.lock'), 'utf8')).toBe('');
    rmSync(filler);
    // the database itself took no harm
    const service = startService({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const base = await service.url();
    const goals = await request(`${base}smart-goals/`);
    expect(goals.status).toBe(200);
    await service.stop();
  });
});

describe.skipIf(noMount)(title('a new DATA_DIR on a small or full file system', noMount), () => {
  let fs: Tmpfs | undefined;
  afterAll(async () => fs?.unmount());

  it('refuses a file system smaller than the reserve before writing anything', async () => {
    fs = await Tmpfs.mount(16 * MB);
    const dataDir = join(fs.dir, 'data');
    await expectRefused(dataDir, /has only 16\.0 MB free; the embedded database needs at least 64\.0 MB free$/);
    // no half-written data directory is left behind
    expect(readdirSync(dataDir)).toEqual([]);
    await fs.unmount();
    fs = undefined;
  });

  it('leaves no half-written data directory when the disk fills while it is created', async () => {
    // The start-up check bypassed (no reserve), as if something else took the space meanwhile.
    fs = await Tmpfs.mount(4 * MB);
    const dataDir = join(fs.dir, 'data');
    const error = await openDatabase({ url: undefined, dataDir, minFreeBytes: 0 }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toBe(`DATA_DIR ${dataDir}: the embedded database could not be opened (ENOSPC: no space left on the device)`);
    // Nothing but the lock file, which stays (src/store/lock.ts).
    expect(readdirSync(dataDir)).toEqual(['mentoring-api.lock']);
    await fs.unmount();
    fs = undefined;
  });

  it('refuses a file system with no room at all', async () => {
    fs = await Tmpfs.mount(1 * MB);
    mkdirSync(join(fs.dir, 'data'));
    await fs.fill(join(fs.dir, 'filler'), 0);
    expect(fs.freeBytes()).toBe(0);
    await expectRefused(join(fs.dir, 'data'), /is not writable: its file system is full \(ENOSPC\)$/);
  });
});

describe.skipIf(noMount)(title('a new DATA_DIR whose file system fills as the database is created', noMount), () => {
  let fs: Tmpfs | undefined;
  afterAll(async () => fs?.unmount());

  it('stops npm start and the CLI with one line, and starts once there is room', async () => {
    // 90 MB passes the start-up check (64 MB free); the new database takes ~40 MB of it, and
    // the migrations' writes then find less than the reserve. This ended in a stack trace.
    fs = await Tmpfs.mount(90 * MB);
    const dataDir = join(fs.dir, 'data');
    const cli = spawnSync(process.execPath, [...CLI_ARGS, 'migrate'], {
      cwd: ROOT,
      env: { ...cleanEnv(), DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(cli.status, cli.stderr).toBe(1);
    expect(cli.stdout).toBe('');
    expect(cli.stderr).not.toMatch(/^\s+at /m);
    expect(meaningfulLines(cli.stderr)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^mentoring-api: migrate failed: DATA_DIR ${dataDir} has only \\d+\\.\\d MB free, less than the 64\\.0 MB kept in reserve; nothing was written$`,
        ),
      ),
    ]);
    // Again from a fresh DATA_DIR, with npm start.
    rmSync(dataDir, { recursive: true });
    const line = await expectRefused(
      dataDir,
      /: DATA_DIR .* has only \d+\.\d MB free, less than the 64\.0 MB kept in reserve; nothing was written$/,
    );
    expect(line).toMatch(/^mentoring-api: the database could not be migrated: DATA_DIR /);
    await fs.resize(256 * MB);
    const service = startService({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const base = await service.url();
    expect((await request(`${base}pre-lead-statuses/`)).status).toBe(200);
    await service.stop();
  }, 180_000);
});
