// `npm run cli -- token …` while the service runs: real processes both. On the embedded
// database the service holds DATA_DIR, and the CLI's commands go through its control
// socket; on PostgreSQL the CLI writes to the database itself. Either way a revoked token
// is refused by the service's very next request. The first command of a case and the refusal
// run the CLI program as a child process; the others run it in this process (test/support/cli.ts).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_FILE } from '../../src/control/socket-path.js';
import { lockDataDir } from '../../src/store/lock.js';
import { CLI_ARGS } from '../support/paths.js';
import { CONFIG_VARS, meaningfulLines, ROOT, startService, stopAll, type Service } from '../support/service.js';
import { checkedFetch } from '../support/listening.js';
import { ThrowawayDatabase } from '../support/database.js';
import { TempDirs } from '../support/temp-dirs.js';
import { preparedDataDir } from '../support/prepared-data-dir.js';
import { cliInProcess } from '../support/cli.js';

const temps = new TempDirs('mentoring-api-cli-token');
const tempDir = (): string => temps.make();
afterAll(async () => {
  await stopAll();
  temps.removeAll();
});

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI's `token …args` in this process, with only these service variables. */
const token = (args: string[], env: Record<string, string>): Promise<Result> => cliInProcess(['token', ...args], env);

/** The CLI program's `token …args` as a child process, with only these service variables. */
function spawnToken(args: string[], env: Record<string, string>): Promise<Result> {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of CONFIG_VARS) delete base[name];
  const child = spawn(process.execPath, [...CLI_ARGS, 'token', ...args], {
    cwd: ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const get = async (url: string, key: string) =>
  (await checkedFetch(`${url}courses/`, { headers: { Accept: 'application/json', Authorization: `Token ${key}` } })).status;

/** token create → use → list → revoke while serving → the next request is 401. */
async function revokeWhileServing(service: Service, env: Record<string, string>): Promise<void> {
  const url = await service.url();
  const created = await spawnToken(['create', 'alice'], env);
  expect(created.code, created.stderr).toBe(0);
  const key = created.stdout.trim();
  expect(key).toMatch(/^[0-9a-f]{40}$/);
  const id = Number(/^token create: token (\d+) for alice \(user \d+\); it is shown only this once/.exec(created.stderr)![1]);
  expect(await get(url, key)).toBe(200);
  expect(await get(url, key)).toBe(200); // now cached as valid
  const list = await token(['list'], env);
  expect(list.code).toBe(0);
  expect(list.stdout.split('\n')[1]).toMatch(new RegExp(`^${id}\\s+alice\\s+\\d+\\s+${key.slice(0, 6)}…\\s+\\d{4}-`));
  const revoked = await token(['revoke', String(id)], env);
  expect([revoked.code, revoked.stdout, revoked.stderr]).toEqual([0, `token revoke: token ${id} revoked\n`, '']);
  expect(await get(url, key)).toBe(401);
  const again = await token(['revoke', String(id)], env);
  expect([again.code, again.stdout, again.stderr]).toEqual([1, '', `token revoke: there is no token ${id}\n`]);
  expect(service.child.exitCode).toBeNull();
}

describe('token commands while the service runs on the embedded database', () => {
  it("go through the service and take effect at once; a killed service's socket is replaced, a stopped one's removed", async () => {
    // A migrated DATA_DIR (a copy): the commands are the subject, not the first start's initdb.
    const dataDir = preparedDataDir(temps);
    const env = { DATA_DIR: dataDir };
    const first = startService({ ...env, SEED_DEMO: 'false', ACCESS_POLICY: 'token' });
    await revokeWhileServing(first, env);
    const socket = join(dataDir, SOCKET_FILE);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(statSync(socket).isSocket()).toBe(true); // left behind, dead
    // DATA_DIR is free: the CLI opens the database itself, and finds what the service wrote.
    const created = await token(['create', 'bob'], env);
    expect(created.code, created.stderr).toBe(0);
    const second = startService({ ...env, SEED_DEMO: 'false', ACCESS_POLICY: 'token' });
    const url = await second.url();
    expect(await get(url, created.stdout.trim())).toBe(200);
    const list = await token(['list'], env); // through the new service's socket
    expect([list.code, list.stdout.trim().split('\n').length]).toEqual([0, 2]);
    expect(list.stdout).toMatch(/\sbob\s/);
    expect(await second.stop()).toEqual({ code: 0, signal: null });
    expect(existsSync(socket)).toBe(false);
  }, 120_000);

  it('are refused with one line while DATA_DIR is held by a process that takes no commands', async () => {
    const dataDir = tempDir();
    // A live process that takes no commands holds the lock: this test runner (it has no
    // control socket), as test/cli/index.test.ts's locked DATA_DIR; the CLI is the child.
    const lock = lockDataDir(dataDir);
    try {
      const res = await spawnToken(['list'], { DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
      expect(meaningfulLines(res.stderr)).toEqual([
        `mentoring-api: DATA_DIR ${dataDir} is in use by another mentoring-api process (pid ${process.pid} in its lock file), which takes no commands (a service still starting, or another CLI command such as import): try again once it is done`,
      ]);
    } finally {
      lock.release();
    }
  }, 60_000);
});

const server = process.env.TEST_DATABASE_URL;
describe.runIf(server)('token commands while the service runs on PostgreSQL', () => {
  const throwaway = new ThrowawayDatabase('mentoring_cli_token');
  beforeAll(() => throwaway.create());
  afterAll(async () => {
    await stopAll();
    await throwaway.drop();
  });

  it('the CLI writes to the database; the service refuses a revoked token at once', async () => {
    const env = { DATABASE_URL: throwaway.url };
    const service = startService({ ...env, ACCESS_POLICY: 'token' });
    await revokeWhileServing(service, env);
    expect(await service.stop()).toEqual({ code: 0, signal: null });
  }, 120_000);
});
