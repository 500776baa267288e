// `npm run cli -- user …` (design §7) against a real service. On the embedded database, while the
// service runs, the commands go through its control socket and take effect at once (a
// disabled user's session is refused by the next request); on PostgreSQL the CLI writes
// to the database itself. The password is the first line of standard input. The first case's
// first command and one usage error run the CLI program as a child process (its standard input a
// pipe, its exit status); the others run it in this process (test/support/cli.ts), as does the
// token the second case creates (test/cli/token.test.ts runs `token create` as the program).
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ARGS } from '../support/paths.js';
import { CONFIG_VARS, ROOT, startService, stopAll, type Service } from '../support/service.js';
import { checkedFetch } from '../support/listening.js';
import { signInOverHttp } from '../support/sign-in.js';
import { ThrowawayDatabase } from '../support/database.js';
import { TempDirs } from '../support/temp-dirs.js';
import { preparedDataDir } from '../support/prepared-data-dir.js';
import { cliInProcess } from '../support/cli.js';

const temps = new TempDirs('mentoring-api-cli-user');
afterAll(async () => {
  await stopAll();
  temps.removeAll();
});

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI's `user …args` in this process, `stdin` on its standard input. */
const user = (args: string[], env: Record<string, string>, stdin = '') => cliInProcess(['user', ...args], env, stdin);
const cli = (args: string[], env: Record<string, string>, stdin = '') => cliInProcess(args, env, stdin);

/** The CLI program's `…args` as a child process, `stdin` written to its standard input. */
function spawnCli(args: string[], env: Record<string, string>, stdin = ''): Promise<Result> {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of CONFIG_VARS) delete base[name];
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: ROOT,
    env: { ...base, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(stdin);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const signIn = signInOverHttp;

const home = async (url: string, session: string) =>
  (await checkedFetch(`${url}admin/`, { redirect: 'manual', headers: { cookie: `sessionid=${session}` } })).status;

/** create → sign in → list → set-password (signed out) → throttled, unlock → disable (refused at once). */
async function accountLife(service: Service, env: Record<string, string>): Promise<void> {
  const url = await service.url();
  const created = await spawnCli(['user', 'create', 'ana', '--role', 'manager'], env, 'first password\n');
  expect([created.code, created.stderr]).toEqual([0, '']);
  expect(created.stdout).toMatch(/^user create: user \d+ ana \(manager\); sign in at \/admin\/\n$/);
  const session = await signIn(url, 'ana', 'first password');
  expect(session).toBeDefined();
  expect(await home(url, session!)).toBe(200);

  const list = await user(['list'], env);
  expect(list.code).toBe(0);
  expect(list.stdout.split('\n')[0]).toMatch(/^ID\s+USERNAME\s+ROLE\s+ACTIVE\s+PASSWORD$/);
  expect(list.stdout).toMatch(/\n\d+\s+ana\s+manager\s+yes\s+yes\n/);

  const taken = await user(['create', 'ana', '--role', 'viewer'], env, 'another password\n');
  expect([taken.code, taken.stderr]).toEqual([1, 'user create: a user named "ana" already exists\n']);
  const weak = await user(['create', 'bo', '--role', 'viewer'], env, '12345678\n');
  expect([weak.code, weak.stderr]).toEqual([1, 'user create: This password is entirely numeric.\n']);
  const none = await user(['create', 'bo', '--role', 'viewer'], env, '');
  expect([none.code, none.stderr]).toEqual([1, 'user create: no password: give it as the first line of standard input\n']);

  const changed = await user(['set-password', 'ana'], env, 'second password\r\n');
  expect([changed.code, changed.stdout]).toEqual([0, 'user set-password: ana has a new password\n']);
  expect(await home(url, session!)).toBe(302); // signed out everywhere
  expect(await signIn(url, 'ana', 'first password')).toBeUndefined();
  const again = await signIn(url, 'ana', 'second password');
  expect(again).toBeDefined();

  // Five wrong guesses from here refuse even the right password; unlock lifts it at once.
  for (let i = 0; i < 5; i++) expect(await signIn(url, 'ana', `guess ${i}`)).toBeUndefined();
  expect(await signIn(url, 'ana', 'second password')).toBeUndefined();
  const unlocked = await user(['unlock', 'ana'], env);
  expect([unlocked.code, unlocked.stdout]).toEqual([0, 'user unlock: ana may sign in again from every address\n']);
  expect(await signIn(url, 'ana', 'second password')).toBeDefined();
  const idle = await user(['unlock', 'ana'], env);
  expect([idle.code, idle.stdout]).toEqual([0, 'user unlock: ana was not throttled\n']);

  const disabled = await user(['disable', 'ana'], env);
  expect([disabled.code, disabled.stdout]).toEqual([0, 'user disable: ana disabled\n']);
  expect(await home(url, again!)).toBe(302);
  expect(await signIn(url, 'ana', 'second password')).toBeUndefined();
  const missing = await user(['disable', 'nobody'], env);
  expect([missing.code, missing.stderr]).toEqual([1, 'user disable: there is no user named "nobody"\n']);
  expect(service.child.exitCode).toBeNull();
}

/** token create → disable → enable: the old key stays refused, the user signs in again. */
async function tokensAfterReEnabling(service: Service, env: Record<string, string>): Promise<void> {
  const url = await service.url();
  const courses = async (key: string) => {
    const res = await checkedFetch(`${url}courses/`, { headers: { accept: 'application/json', authorization: `Token ${key}` } });
    return [res.status, await res.text()];
  };
  expect((await user(['create', 'bob', '--role', 'viewer'], env, 'a long passphrase\n')).code).toBe(0);
  const created = await cli(['token', 'create', 'bob'], env);
  expect(created.code, created.stderr).toBe(0);
  const key = created.stdout.trim();
  expect((await courses(key))[0]).toBe(200);

  expect((await user(['disable', 'bob'], env)).stdout).toBe('user disable: bob disabled\n');
  expect(await courses(key)).toEqual([401, '{"detail":"Invalid token."}']);
  const enabled = await user(['enable', 'bob'], env);
  expect([enabled.code, enabled.stdout, enabled.stderr]).toEqual([0, 'user enable: bob enabled\n', '']);
  expect(await courses(key)).toEqual([401, '{"detail":"Invalid token."}']);
  expect((await cli(['token', 'list'], env)).stdout).not.toMatch(/\bbob\b/);
  expect(await signIn(url, 'bob', 'a long passphrase')).toBeDefined();
  const missing = await user(['enable', 'nobody'], env);
  expect([missing.code, missing.stderr]).toEqual([1, 'user enable: there is no user named "nobody"\n']);
}

describe('user commands', () => {
  it('refuse wrong arguments with the usage and exit 2', async () => {
    const env = { DATABASE_URL: 'memory://' };
    const cases = [['create', 'ana'], ['create', 'ana', '--role', 'boss'], ['list', 'x'], ['set-password'], ['frobnicate']];
    // The last as the program (its exit status), the others in this process.
    const results = await Promise.all(
      cases.map((args, i) => (i === cases.length - 1 ? spawnCli(['user', ...args], env) : user(args, env))),
    );
    cases.forEach((args, i) => {
      expect(results[i].code, args.join(' ')).toBe(2);
      expect(results[i].stderr).toContain('usage: npm run cli -- <command>');
    });
  }, 60_000);

  // One service on one migrated DATA_DIR (a copy: the commands are the subject, not the first
  // start's initdb) for both cases: they use users of their own (ana, bob), and neither
  // depends on the other having run. Started by the first case that runs, stopped by the last.
  let embedded: { env: Record<string, string>; service: Service } | undefined;
  const embeddedService = () => {
    if (!embedded) {
      const env = { DATA_DIR: preparedDataDir(temps) };
      embedded = { env, service: startService({ ...env, SEED_DEMO: 'false' }) };
    }
    return embedded;
  };

  it('go through the running service on the embedded database and take effect at once', async () => {
    const { env, service } = embeddedService();
    await accountLife(service, env); // ends asserting the service still runs
  }, 180_000);

  it('disable revokes the user’s API tokens for good: after enable the old key is refused (through the service)', async () => {
    const { env, service } = embeddedService();
    await tokensAfterReEnabling(service, env);
    expect(await service.stop()).toEqual({ code: 0, signal: null });
  }, 180_000);
});

const server = process.env.TEST_DATABASE_URL;
describe.runIf(server)('user commands while the service runs on PostgreSQL', () => {
  const throwaway = new ThrowawayDatabase('mentoring_cli_user');
  beforeAll(() => throwaway.create());
  afterAll(async () => {
    await stopAll();
    await throwaway.drop();
  });

  // One service for both cases, as on the embedded database above (users of their own).
  let service: Service | undefined;
  const env = () => ({ DATABASE_URL: throwaway.url });

  it('the CLI writes to the database; the service sees it at the next request', async () => {
    service ??= startService(env());
    await accountLife(service, env()); // ends asserting the service still runs
  }, 180_000);

  it('disable revokes the user’s API tokens for good: after enable the old key is refused (the CLI writing itself)', async () => {
    service ??= startService(env());
    await tokensAfterReEnabling(service, env());
    expect(await service.stop()).toEqual({ code: 0, signal: null });
  }, 180_000);
});
