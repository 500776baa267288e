// DATA_DIR is the service's user's alone (issue 29 item 3): under `umask 000` every file in
// it is 0600 and every directory 0700; a directory left looser is tightened at start-up with
// one line; files of another user stop start-up with one line instead of answering 500s.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_VARS, killAll, meaningfulLines, request, ROOT, startService } from '../support/service.js';
import { CLI_ARGS } from '../support/paths.js';
import { readableBuild, type ReadableBuild, type User } from '../faults/support/readable-build.js';
import { TempDirs } from '../support/temp-dirs.js';
import { preparedDataDir } from '../support/prepared-data-dir.js';

const temps = new TempDirs('mentoring-api-modes');
const builds: ReadableBuild[] = [];
afterAll(async () => {
  await killAll();
  builds.forEach((b) => b.remove());
  temps.removeAll();
});

const tempDir = (): string => temps.make();

/** A command run under `umask 000`. */
const UNDER_UMASK_000 = ['/bin/sh', '-c', 'umask 000 && exec "$@"', 'sh'];

/** Every entry under `dir` (itself included) whose mode is not 0600 (files) or 0700 (directories); sockets aside. */
function loose(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const st = lstatSync(path);
    if (st.isSocket() || st.isSymbolicLink()) return;
    const want = st.isDirectory() ? 0o700 : 0o600;
    if ((st.mode & 0o777) !== want) found.push(`${path} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

function loosen(path: string): void {
  const st = lstatSync(path);
  if (st.isSocket() || st.isSymbolicLink()) return;
  chmodSync(path, st.isDirectory() ? 0o777 : 0o666);
  if (st.isDirectory()) for (const name of readdirSync(path)) loosen(join(path, name));
}

describe('DATA_DIR’s modes', () => {
  it('are 0600 for every file and 0700 for every directory under umask 000, the write-ahead log included', async () => {
    const dataDir = join(tempDir(), 'data');
    const service = startService({ DATA_DIR: dataDir, SEED_DEMO: 'true' }, undefined, { wrap: UNDER_UMASK_000 });
    // Generous: a new DATA_DIR runs initdb, every migration and the demo seed, which took
    // more than 45 s on a 2-core machine at load 8.
    const base = await service.url(100_000);
    const posted = await request(`${base}smart-goals/`, { method: 'POST', json: { input: 'Learn Spanish' } });
    expect(posted.status).toBe(201);
    // While it runs: the write-ahead log, the lock file and the control socket included.
    expect(readdirSync(join(dataDir, 'pgdata', 'pg_wal')).length).toBeGreaterThan(0);
    expect(loose(dataDir)).toEqual([]);
    expect(lstatSync(join(dataDir, 'mentoring-api.lock')).mode & 0o777).toBe(0o600);
    const socket = lstatSync(join(dataDir, 'mentoring-api.sock'));
    expect([socket.isSocket(), socket.mode & 0o777]).toEqual([true, 0o600]);
    expect(await service.stop()).toEqual({ code: 0, signal: null });
    expect(readdirSync(join(dataDir, 'pgdata')).length).toBeGreaterThan(5);
    expect(loose(dataDir)).toEqual([]);
    // Nothing to tighten: no notice.
    expect(service.stderr()).not.toContain('made private');
  }, 180_000);

  it('tightens a DATA_DIR left looser, with one line, and starts', async () => {
    // A migrated DATA_DIR as a previous run leaves it (a copy; the modes a new one gets are the
    // cases around this one's), every entry of it then loosened.
    const dataDir = preparedDataDir(temps);
    loosen(dataDir);
    expect(loose(dataDir).length).toBeGreaterThan(100);
    const again = startService({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const base = await again.url();
    expect((await request(`${base}courses/`)).status).toBe(200);
    await again.stop();
    const notices = meaningfulLines(again.stderr()).filter((l) => l.includes('made private'));
    expect(loose(dataDir)).toEqual([]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      new RegExp(`^mentoring-api: DATA_DIR ${dataDir}: \\d+ files and directories made private to this user \\(0600/0700\\)$`),
    );
    expect(loose(dataDir)).toEqual([]);
  }, 120_000);

  it('are the same when the CLI makes the database under umask 000', () => {
    const dataDir = join(tempDir(), 'data');
    const env: Record<string, string | undefined> = { ...process.env };
    for (const name of CONFIG_VARS) delete env[name];
    const run = spawnSync(UNDER_UMASK_000[0], [...UNDER_UMASK_000.slice(1), process.execPath, ...CLI_ARGS, 'migrate'], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(loose(dataDir).slice(0, 5)).toEqual([]);
  }, 60_000);
});

const notRoot = process.getuid?.() !== 0 ? 'not running as root (needs to start the service as nobody)' : undefined;
describe.skipIf(notRoot)(`a DATA_DIR holding another user’s files${notRoot ? ` [skipped: ${notRoot}]` : ''}`, () => {
  const NOBODY: User = { uid: 65534, gid: 65534 };
  let made: string;
  let build: ReadableBuild;

  beforeAll(async () => {
    // One database of root's (a copy of a migrated DATA_DIR, made by this process as root:
    // every file root's), copied for each case.
    made = preparedDataDir(temps);
    build = readableBuild(ROOT, NOBODY);
    builds.push(build);
  }, 120_000);

  /** A copy of root's database in a directory `nobody` may enter. */
  function copyOfRootsDatabase(): string {
    const parent = tempDir();
    chmodSync(parent, 0o755);
    const dataDir = join(parent, 'data');
    cpSync(made, dataDir, { recursive: true });
    return dataDir;
  }

  /** Starts the service as nobody and expects one line, exit status 1 and no stack trace. */
  async function refusedToNobody(dataDir: string): Promise<string> {
    const service = startService({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, NOBODY, build);
    const hung = setTimeout(() => service.child.kill('SIGKILL'), 30_000);
    const exit = await service.exited;
    clearTimeout(hung);
    const lines = meaningfulLines(service.stderr());
    expect(exit, service.stderr()).toEqual({ code: 1, signal: null });
    expect(lines, service.stderr()).toHaveLength(1);
    expect(service.stderr()).not.toMatch(/^\s+at /m);
    return lines[0];
  }

  it('stops start-up with one line naming the file and its owner, instead of answering 500s', async () => {
    // root's database in a directory nobody owns and may write: the directory passes the
    // write probe, the database's files would refuse every write.
    const dataDir = copyOfRootsDatabase();
    chownSync(dataDir, NOBODY.uid, NOBODY.gid);
    chownSync(join(dataDir, 'mentoring-api.lock'), NOBODY.uid, NOBODY.gid);
    mkdirSync(join(dataDir, 'spare'), { mode: 0o700 });
    chownSync(join(dataDir, 'spare'), NOBODY.uid, NOBODY.gid);
    expect(await refusedToNobody(dataDir)).toMatch(
      new RegExp(
        `^mentoring-api: DATA_DIR ${dataDir} cannot be used: ${dataDir}/pgdata\\S* belongs to another user \\(uid 0\\), not to this one \\(uid 65534\\)$`,
      ),
    );
  }, 60_000);

  it('stops start-up with one line when only its write-ahead log’s directory is another user’s', async () => {
    // Every file nobody's and writable, DATA_DIR too: the write probe passed and the
    // database opened. This one answered writes until the log needed its next segment,
    // then 500 once and hung (measured: 128 goals of 19,000 characters, then a 500, then no
    // answer): a directory the service cannot write refused only when it was first written.
    const dataDir = copyOfRootsDatabase();
    const chownAll = (path: string) => {
      chownSync(path, NOBODY.uid, NOBODY.gid);
      if (lstatSync(path).isDirectory()) for (const name of readdirSync(path)) chownAll(join(path, name));
    };
    chownAll(dataDir);
    const wal = join(dataDir, 'pgdata', 'pg_wal');
    chownSync(wal, 0, 0);
    chmodSync(wal, 0o755);
    expect(await refusedToNobody(dataDir)).toBe(
      `mentoring-api: DATA_DIR ${dataDir} cannot be used: ${wal} belongs to another user (uid 0), not to this one (uid 65534)`,
    );
  }, 60_000);
});
