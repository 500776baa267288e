// The README's command blocks marked `<!-- readme-test: NAME -->`, run as written on a new
// DATA_DIR (issue 29 item 9: its first-run and token lines failed on a fresh clone, and its
// dataset lines, run in their order, had an import refused), so that the README cannot drift
// from what works. `npm start` is the service started as npm start runs it (dist/, built by
// the test run), on the same DATA_DIR; the service's address and the files the lines name
// are the test's own (its port, its temporary directory), never the checkout's.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkedFetch } from './support/listening.js';
import { signInOverHttp } from './support/sign-in.js';
import { CONFIG_VARS, ROOT, startService, stopAll } from './support/service.js';
import { TempDirs } from './support/temp-dirs.js';

const temps = new TempDirs('mentoring-api-readme');
afterAll(async () => {
  await stopAll();
  temps.removeAll();
});

/** The lines of the fenced block after `<!-- readme-test: name -->`, without their comments. */
function block(name: string): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const marker = readme.indexOf(`<!-- readme-test: ${name} -->`);
  expect(marker, `README.md has no block marked ${name}`).toBeGreaterThan(0);
  const start = readme.indexOf('```sh\n', marker) + '```sh\n'.length;
  const end = readme.indexOf('\n```', start);
  return readme
    .slice(start, end)
    .split('\n')
    .map((line) => line.replace(/\s+# .*$/, '').trim())
    .filter(Boolean);
}

describe('the README’s commands', () => {
  it('work in their order on a new DATA_DIR: the console’s first run, the curl lines, the token lines, the dataset’s export and import', async () => {
    const dir = temps.make();
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: join(dir, 'data') };
    for (const name of CONFIG_VARS) if (name !== 'DATA_DIR') delete env[name];
    const bash = (script: string) =>
      spawnSync('bash', ['-e', '-o', 'pipefail', '-c', script], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });

    let base: string | undefined;
    // A line as run here: at the test's service, not port 8000.
    const here = (line: string) => line.replaceAll('http://127.0.0.1:8000/', base!);
    for (const line of block('first-run')) {
      if (line === 'npm start') {
        base = await startService({ DATA_DIR: env.DATA_DIR! }).url();
        continue;
      }
      const run = bash(line);
      expect(run.status, `${line}\n${run.stderr}`).toBe(0);
    }
    expect(base, 'the first run starts the service').toBeDefined();

    // The account the first run made signs in.
    expect(await signInOverHttp(base!, 'me', 'a long passphrase')).toBeDefined();

    // The curl lines under "Two commands": a page of goals, then a new one.
    const curls = block('curl').map((line) => bash(here(line)));
    expect(curls.map((r) => r.status)).toEqual([0, 0]);
    expect(JSON.parse(curls[0].stdout)).toMatchObject({ count: expect.any(Number), results: expect.any(Array) });
    expect(JSON.parse(curls[1].stdout)).toMatchObject({ input: 'Learn Spanish to B1 level' });

    // The token lines, as one script (KEY carries from line to line), at the service's port.
    const tokens = here(block('tokens').join('\n'));
    const run = bash(`${tokens}\necho "KEY=$KEY"`);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^\[\{"id":1,"created_by":/m); // curl's answer: the courses
    const key = /^KEY=(\w+)$/m.exec(run.stdout)![1];
    const revoked = await checkedFetch(`${base}courses/`, { headers: { authorization: `Token ${key}` } });
    expect([revoked.status, await revoked.text()]).toEqual([401, '{"detail":"Invalid token."}']);

    // The dataset lines, in their order, with the service stopped as the README says; the
    // files they write (dataset.json, dataset.json.gz, DATA_DIR=data-copy) in `dir`.
    await stopAll();
    const dataset = block('dataset')
      .join('\n')
      .replaceAll(' dataset.json', ` ${join(dir, 'dataset.json')}`)
      .replaceAll('DATA_DIR=data-copy ', `DATA_DIR=${join(dir, 'data-copy')} `);
    const moved = bash(dataset);
    expect(moved.status, moved.stderr).toBe(0);
    const exported = /^export: (\d+) rows written to /m.exec(moved.stdout);
    const copied = new RegExp(`^import: (\\d+) rows imported from ${join(dir, 'dataset.json')} `, 'm').exec(moved.stdout);
    expect([exported?.[1], copied?.[1]], moved.stdout).toEqual([expect.stringMatching(/^[1-9]\d+$/), exported?.[1]]);
  }, 240_000);
});
