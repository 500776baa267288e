// The node flags of `npm start` (package.json's start script, read by
// scripts/service-command.ts): the service runs with them, and whatever else starts it as
// npm start does passes the very same ones: the bench as they are, the tests
// (test/support/service.ts) after TEST_NODE_FLAGS, V8's WebAssembly tier only. The
// arguments a process was started with are read from /proc (Linux, as the service runs).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serviceArgs, serviceEnv } from '../../scripts/service-command.js';
import { TEST_NODE_FLAGS } from '../support/paths.js';
import { ROOT, startService, stopAll } from '../support/service.js';
import { TempDirs } from '../support/temp-dirs.js';
import { preparedDataDir } from '../support/prepared-data-dir.js';

const temps = new TempDirs('mentoring-api-start');
const tempDir = (): string => temps.make();

afterAll(async () => {
  await stopAll();
  temps.removeAll();
});

/** The arguments a process runs with, its program (argv[0]) left out. */
function argsOf(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(1, -1);
}

/** The environment a process was started with. */
function environOf(pid: number): Record<string, string> {
  const pairs = readFileSync(`/proc/${pid}/environ`, 'utf8')
    .split('\0')
    .filter((e) => e.includes('='));
  return Object.fromEntries(pairs.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
}

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The parent's pid is the field after the state, which follows the parenthesised name.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

describe('the start command', () => {
  it('states the heap growth as a node flag, before the entry point, and the malloc threshold in its environment', () => {
    expect(serviceArgs()).toEqual(['--heap-growing-percent=100', 'dist/main.js']);
    expect(serviceEnv()).toEqual({ MALLOC_MMAP_THRESHOLD_: '4194304' });
  });

  it('refuses a start script of another shape rather than guessing its flags', () => {
    const dir = tempDir();
    const write = (start: string) => writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { start } }));
    write('node dist/main.js');
    expect(() => serviceArgs(dir)).toThrow(/start script/);
    write('node scripts/build.mjs && exec node --heap-growing-percent=100 dist/main.js --inspect');
    expect(() => serviceArgs(dir)).toThrow(/start script/);
    write('node scripts/build.mjs && exec node --max-old-space-size=512 --heap-growing-percent=100 dist/main.js');
    expect(serviceArgs(dir)).toEqual(['--max-old-space-size=512', '--heap-growing-percent=100', 'dist/main.js']);
    expect(serviceEnv(dir)).toEqual({});
    write('node scripts/build.mjs && exec env A_B=1 C=x.y node --heap-growing-percent=100 dist/main.js');
    expect(serviceEnv(dir)).toEqual({ A_B: '1', C: 'x.y' });
    expect(serviceArgs(dir)).toEqual(['--heap-growing-percent=100', 'dist/main.js']);
    write('node scripts/build.mjs && exec env A=$(id) node dist/main.js');
    expect(() => serviceEnv(dir)).toThrow(/start script/);
  });

  it('npm start runs the service with its flags, and the tests start it with the same ones', async () => {
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      // Migrated DATA_DIRs (copies): the command line is the subject, not the first start's initdb.
      env: {
        ...process.env,
        DATA_DIR: preparedDataDir(temps),
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
    try {
      let out = '';
      npm.stdout!.setEncoding('utf8').on('data', (t: string) => (out += t));
      const deadline = Date.now() + 60_000;
      while (!/listening on http/.test(out) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(out).toMatch(/listening on http/);
      // npm's shell replaced itself with node (exec): the service is npm's child.
      const [service] = childrenOf(npm.pid!);
      const started = argsOf(service);
      expect(started).toContain('--heap-growing-percent=100');
      expect(started).toEqual(serviceArgs());

      // env replaced itself with node too: the service has the start script's variables.
      expect(environOf(service)).toMatchObject(serviceEnv());

      // The tests' service: spawn() returns once node has replaced the forked process, so its
      // arguments and environment are in /proc at once; what it does after start-up pins nothing
      // here, so it is stopped without waiting for it to listen.
      const tested = startService({ DATA_DIR: preparedDataDir(temps), SEED_DEMO: 'false' });
      try {
        expect(argsOf(tested.child.pid!)).toEqual([...TEST_NODE_FLAGS, ...started]);
        expect(environOf(tested.child.pid!)).toMatchObject(serviceEnv());
      } finally {
        tested.child.kill('SIGKILL');
        await tested.exited;
      }
    } finally {
      npm.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});
