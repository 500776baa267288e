// DATA_DIR's lock is the kernel's: held by a live process (whatever PID namespace it is in),
// dropped the moment it dies, and never decided by the pid written in the lock file.
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../src/store/lock.js';
import { meaningfulLines, ROOT, startService, stopAll, type Service } from '../support/service.js';
import { checkedFetch } from '../support/listening.js';
import { TempDirs } from '../support/temp-dirs.js';
import { preparedDataDir } from '../support/prepared-data-dir.js';

const temps = new TempDirs('mentoring-api-lock');
const children = new Set<ChildProcess>();

const tempDir = (): string => temps.make();

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await stopAll();
  temps.removeAll();
});

/** Another process holding DATA_DIR's lock (test/fixtures/hold-data-dir-lock.ts). */
async function holder(dir: string): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/hold-data-dir-lock.ts', dir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (s: string) => s.includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
  return { child, exited };
}

describe('the DATA_DIR lock', () => {
  // One holder process for the two cases that need one (each a node process compiling the
  // fixture): the first only reads the lock it holds, the second kills it. Started by whichever
  // runs first.
  let held: Promise<{ dir: string; child: ChildProcess; exited: Promise<unknown> }> | undefined;
  const heldLock = () =>
    (held ??= (async () => {
      const dir = tempDir();
      return { dir, ...(await holder(dir)) };
    })());

  it('refuses a second taker while a live process holds it, naming the pid in the lock file, and leaves that pid', async () => {
    const { dir, child } = await heldLock();
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another mentoring-api process (pid ${child.pid} in its lock file); stop it or choose another DATA_DIR`,
    );
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${child.pid}\n`);
  });

  it('frees at once when its owner is killed with SIGKILL', async () => {
    const { dir, child, exited } = await heldLock();
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    child.kill('SIGKILL');
    await exited;
    // No waiting, no retry: the kernel dropped the lock with the process.
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('is not decided by the pid in the lock file: a live pid there with no lock held does not keep anyone out', () => {
    const dir = tempDir();
    // The parent of this test process is alive, but holds no lock: a copied volume, or a
    // container whose pid happens to be in use by something else here.
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('refuses a second taker in the same process, and is taken again once released', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.pid} in its lock file)`);
    lock.release();
    // Released: the file stays, naming nobody.
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('');
    lockDataDir(dir).release();
  });
});

const noUnshare = (() => {
  if (process.platform !== 'linux') return `PID namespaces need Linux, not ${process.platform}`;
  try {
    execFileSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { stdio: 'pipe' });
    return undefined;
  } catch (e) {
    const err = e as { stderr?: Buffer; message: string };
    return `unshare --pid --fork --mount-proc does not work here (${(err.stderr?.toString() || err.message).trim().split('\n')[0]}; it needs root or user namespaces)`;
  }
})();
if (noUnshare) console.log(`PID-namespace lock test skipped: ${noUnshare}`);

describe.skipIf(noUnshare)(`two services in separate PID namespaces on one DATA_DIR${noUnshare ? ` [skipped: ${noUnshare}]` : ''}`, () => {
  it('refuses the second with one line; the first keeps serving', async () => {
    // A migrated DATA_DIR (a copy): the lock is the subject, not the first start's initdb.
    const dataDir = preparedDataDir(temps);
    // Two containers on one volume. In its own namespace the first service gets a pid past
    // a hundred (the shell starts a hundred short processes first), while the second is pid 1
    // with its threads at 2, 3…: the first one's pid names nothing there, and a lock that
    // trusted the pid in the file took it over as stale. (Had the first one been pid 1 or 2
    // too, that lock would have mistaken the second's own process or thread for the owner.)
    const first: Service = startService({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, undefined, {
      wrap: [
        'unshare',
        '--pid',
        '--fork',
        '--kill-child',
        '--mount-proc',
        'sh',
        '-c',
        'for i in $(seq 100); do /bin/true; done; "$@"; exit $?',
        'sh',
      ],
    });
    const url = await first.url();
    const firstPid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
    expect(firstPid).toBeGreaterThan(100);
    const second = startService({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, undefined, {
      wrap: ['unshare', '--pid', '--fork', '--kill-child', '--mount-proc'],
    });
    const outcome = await Promise.race([
      second.exited,
      second.url().then(
        (u) => `listening on ${u}`,
        () => second.exited,
      ),
    ]);
    expect(outcome).toEqual({ code: 1, signal: null });
    expect(second.stdout()).toBe('');
    expect(meaningfulLines(second.stderr())).toEqual([
      `mentoring-api: DATA_DIR ${dataDir} is in use by another mentoring-api process (pid ${firstPid} in its lock file); stop it or choose another DATA_DIR`,
    ]);
    expect((await checkedFetch(`${url}courses/`)).status).toBe(200);
    await first.stop();
  }, 90_000);
});
