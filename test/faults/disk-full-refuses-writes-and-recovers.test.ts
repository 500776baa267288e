// The disk under DATA_DIR filling up while the service runs: writes are refused with the
// contract's 503 (nothing stored) before the embedded database runs out of room, reads go
// on, and writes are taken again once space is freed, without a restart. And should the
// write-ahead log run out of room anyway, the database answers "unavailable" at once
// instead of PGlite blocking the event loop for good. Real tmpfs mounts (root only).
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mayWrite } from '../../src/store/data-dir.js';
import { ROOT, killAll, meaningfulLines, request, startService, type Answer, type Service } from '../support/service.js';
import { Tmpfs, tmpfsUnavailable } from './support/mounts.js';

const MB = 1024 * 1024;
const UNAVAILABLE =
  '{"detail":"The database is unavailable. Please try again shortly (a POST sent with an Idempotency-Key is safe to repeat)."}';
const noMount = await tmpfsUnavailable();
const title = (t: string) => (noMount ? `${t} [skipped: ${noMount}]` : t);
if (noMount) console.log(`disk-full tests skipped: ${noMount}`);

function expectUnavailable(answer: Answer, what: string) {
  expect({ what, status: answer.status, body: answer.text }).toEqual({ what, status: 503, body: UNAVAILABLE });
  expect(answer.headers.get('retry-after')).toBe('1');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('same-origin');
  expect(answer.ms).toBeLessThan(1000);
}

afterAll(killAll);

describe.skipIf(noMount)(title('the disk under DATA_DIR fills while the service runs'), () => {
  let fs: Tmpfs;
  let service: Service;
  let base: string;
  const filler = () => join(fs.dir, 'filler');

  beforeAll(async () => {
    fs = await Tmpfs.mount(160 * MB);
    const dataDir = join(fs.dir, 'data');
    // a migrated database: a copy of the test template's DATA_DIR (creating one takes ~5 s)
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    service = startService({ DATA_DIR: dataDir, SEED_DEMO: 'false', GOAL_RATE_LIMIT: '0', WRITE_RATE_LIMIT: '0' });
    base = await service.url();
  }, 60_000);

  afterAll(async () => {
    await service?.stop();
    await fs?.unmount();
  });

  const goal = (n: number) => ({ input: `Save 100 euros a month for ${n} months` });
  const course = (n: number) => ({ title: `Budgeting ${n}`, code: n, gsheet_name: `budget-${n}` });

  it('takes writes while there is room', async () => {
    expect((await request(`${base}smart-goals/`, { json: goal(1) })).status).toBe(201);
    expect((await request(`${base}courses/`, { json: course(1) })).status).toBe(201);
  });

  it('refuses writes with 503 once less than the 64 MB reserve is free, and keeps serving reads', async () => {
    await fs.fill(filler(), 40 * MB); // room for the write, not for the reserve
    expectUnavailable(await request(`${base}smart-goals/`, { json: goal(2) }), 'POST /smart-goals/');
    expectUnavailable(await request(`${base}courses/`, { json: course(2) }), 'POST /courses/');
    const goals = await request(`${base}smart-goals/`);
    expect(goals.status).toBe(200);
    expect(JSON.parse(goals.text).count).toBe(1);
    const courses = await request(`${base}courses/`);
    expect(courses.status).toBe(200);
    expect(JSON.parse(courses.text)).toHaveLength(1);
    expect((await request(`${base}feedbacks_needed/`)).status).toBe(200);
  });

  it('takes writes again once space is freed, without a restart', async () => {
    rmSync(filler());
    const posted = await request(`${base}smart-goals/`, { json: goal(3) });
    expect(posted.status, posted.text).toBe(201);
    expect((await request(`${base}courses/`, { json: course(3) })).status).toBe(201);
    expect(JSON.parse((await request(`${base}smart-goals/`)).text).count).toBe(2);
    expect(service.child.exitCode).toBeNull();
    expect(meaningfulLines(service.stderr()).filter((l) => /uncaught|unhandled|Error/i.test(l))).toEqual([]);
    expect(
      service
        .stdout()
        .split('\n')
        .filter((l) => /"level":(50|60)/.test(l)),
    ).toEqual([]);
  });
});

describe.skipIf(noMount)(title('the write-ahead log running out of room all the same'), () => {
  let fs: Tmpfs | undefined;
  afterAll(async () => fs?.unmount());

  it('makes every later query answer "unavailable" at once instead of hanging the process', async () => {
    fs = await Tmpfs.mount(80 * MB);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/faults/support/exhaust-wal.ts', join(fs.dir, 'data'), inject('templateDump')],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (out += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (err += s));
    const hung = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const exit = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    clearTimeout(hung);
    expect(exit, `the process hung or failed\nstdout: ${out}\nstderr: ${err}`).toEqual({ code: 0, signal: null });
    const result = JSON.parse(out.trim().split('\n').at(-1)!) as {
      write: { code: string; message: string; unavailable: boolean };
      next: { code: string; message: string; unavailable: boolean };
      nextMs: number;
    };
    // the write that needed the new segment failed as disk full, nothing else
    expect(result.write).toMatchObject({ code: '53100', unavailable: true });
    expect(result.write.message).toMatch(/pg_wal/);
    // the next query is answered at once, as unavailable, naming DATA_DIR
    expect(result.next).toMatchObject({ code: '53100', unavailable: true });
    expect(result.next.message).toMatch(
      new RegExp(
        `^DATA_DIR ${join(fs.dir, 'data')}: the embedded database could not write its log \\(could not write to file "pg_wal/.*": No space left on device\\); it takes no more queries: free space and restart the service$`,
      ),
    );
    expect(result.nextMs).toBeLessThan(1000);
    // and one line on stderr says what to do
    const lines = meaningfulLines(err);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(`mentoring-api: ${result.next.message}`);
  }, 40_000);
});

describe('which statements the free-space reserve holds back', () => {
  it('lets reads and transaction control through and counts everything else as a write', () => {
    for (const read of [
      'SELECT 1',
      '  select "id" from "smart_goals"',
      'BEGIN',
      'COMMIT',
      'ROLLBACK',
      "SET TIME ZONE 'UTC'",
      'LISTEN table_versions',
      'WITH x AS (SELECT 1) SELECT * FROM x',
      '-- note\nSELECT 1',
    ]) {
      expect(mayWrite(read), read).toBe(false);
    }
    for (const write of [
      'insert into "smart_goals" ("input") values ($1)',
      'UPDATE courses SET title = $1',
      'DELETE FROM courses',
      'TRUNCATE smart_goals',
      'CREATE TABLE t (id int)',
      'WITH x AS (INSERT INTO t VALUES (1) RETURNING *) SELECT * FROM x',
      'COPY t FROM STDIN',
      'LOCK TABLE courses',
      'VACUUM',
    ]) {
      expect(mayWrite(write), write).toBe(true);
    }
  });
});
