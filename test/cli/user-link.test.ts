// `user create … --manager EMAIL` and `user link USERNAME MANAGER_EMAIL|--none` (design §7,
// issue 32 item 4): the CLI on the embedded database, in this process (test/support/cli.ts) and,
// for an unknown address, as the program in a child process (its exit status and one line). An
// unknown address or user is one clear line and exit 1, and makes nothing.
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_ARGS } from '../support/paths.js';
import { CONFIG_VARS, ROOT } from '../support/service.js';
import { TempDirs } from '../support/temp-dirs.js';
import { preparedDataDir } from '../support/prepared-data-dir.js';
import { buildDemoData } from '../../src/demo/data.js';
import { openDatabase } from '../../src/store/connect.js';
import { insertManagers } from '../support/programme.js';
import { cliInProcess } from '../support/cli.js';

const temps = new TempDirs('mentoring-api-cli-user-link');
afterAll(() => temps.removeAll());

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

const cli = (args: string[], env: Record<string, string>, stdin = ''): Promise<Result> => cliInProcess(args, env, stdin);

/** The CLI program as a child process. */
function spawnCli(args: string[], env: Record<string, string>, stdin = ''): Promise<Result> {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of CONFIG_VARS) delete base[name];
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], { cwd: ROOT, env: { ...base, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end(stdin);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('user create --manager and user link', () => {
  it('link a user to a manager by e-mail, refuse unknown ones in one line, and unlink', async () => {
    const env = { DATA_DIR: preparedDataDir(temps) };
    // The demo's first two managers (their names and addresses do not depend on the day), as
    // rows of their own: the links are the subject, not the rest of seed-demo's programme.
    const managers = buildDemoData({ today: '2026-11-22', nowMicros: 1795320629562886n }).managers;
    const [first, second] = managers;
    const db = await openDatabase({ url: undefined, dataDir: env.DATA_DIR });
    try {
      await insertManagers(
        db,
        ...[first, second].map((m) => ({ id: m.id, firstName: m.first_name, lastName: m.last_name, email: m.email })),
      );
    } finally {
      await db.close();
    }
    const name = (m: (typeof managers)[number]) => `${m.first_name} ${m.last_name}`;

    const created = await cli(
      ['user', 'create', 'ana', '--role', 'manager', '--manager', first.email.toUpperCase()],
      env,
      'a long passphrase\n',
    );
    expect([created.code, created.stderr]).toEqual([0, '']);
    expect(created.stdout).toMatch(
      new RegExp(`^user create: user \\d+ ana \\(manager\\), linked to manager ${name(first)}; sign in at /admin/\\n$`),
    );

    const linked = await cli(['user', 'link', 'ana', second.email], env);
    expect([linked.code, linked.stdout, linked.stderr]).toEqual([
      0,
      `user link: ana is linked to manager ${name(second)} <${second.email}>\n`,
      '',
    ]);

    const unknown = await spawnCli(['user', 'link', 'ana', 'nobody@example.org'], env);
    expect([unknown.code, unknown.stdout, unknown.stderr]).toEqual([
      1,
      '',
      'user link: there is no manager with the e-mail "nobody@example.org"\n',
    ]);
    const noUser = await cli(['user', 'link', 'ghost', second.email], env);
    expect([noUser.code, noUser.stderr]).toEqual([1, 'user link: there is no user named "ghost"\n']);

    // An unknown manager makes no user.
    const refused = await cli(['user', 'create', 'bo', '--role', 'viewer', '--manager', 'nobody@example.org'], env, 'a long passphrase\n');
    expect([refused.code, refused.stderr]).toEqual([1, 'user create: there is no manager with the e-mail "nobody@example.org"\n']);
    expect((await cli(['user', 'list'], env)).stdout).not.toMatch(/\sbo\s/);

    const unlinked = await cli(['user', 'link', 'ana', '--none'], env);
    expect([unlinked.code, unlinked.stdout]).toEqual([0, 'user link: ana is linked to no manager\n']);

    const usage = await cli(['user', 'link', 'ana'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^user link: expected USERNAME MANAGER_EMAIL \(or USERNAME --none\)\n/);
    const help = await cli(['user', 'link', '--help'], env);
    expect(help.stdout).toMatch(/^usage: npm run cli -- user link USERNAME MANAGER_EMAIL\|--none\n/);
  }, 240_000);
});
