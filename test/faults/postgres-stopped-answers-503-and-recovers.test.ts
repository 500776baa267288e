// PostgreSQL stopped under a running service: every request answers the contract's 503
// within a second (no hang, no crash), and once the server is back the same service
// answers again by itself. Against a real private cluster that the tests stop with
// pg_ctl (fast and immediate) and start again, or make unresponsive behind a proxy; the
// service is dist/main.js (npm start) in a child process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONNECTION_TIMEOUT_MS, openDatabase } from '../../src/store/connect.js';
import { isDatabaseUnavailable } from '../../src/store/errors.js';
import { PrivateCluster, privateClusterUnavailable, type StopMode } from './support/cluster.js';
import { FreezableProxy } from './support/proxy.js';
import { killAll, meaningfulLines, request, startService, type Answer, type Service } from '../support/service.js';

const UNAVAILABLE =
  '{"detail":"The database is unavailable. Please try again shortly (a POST sent with an Idempotency-Key is safe to repeat)."}';
const skipped = privateClusterUnavailable();
const title = (t: string) => (skipped ? `${t} [skipped: ${skipped}]` : t);
if (skipped) console.log(`PostgreSQL fault tests skipped: ${skipped}`);

/**
 * The contract's 503: body, type, Retry-After and the security headers, within 1 s (the
 * issue's bound for a stopped server, which refuses connections at once).
 */
function expectUnavailable(answer: Answer, what: string, withinMs = 1000) {
  expect({ what, status: answer.status, body: answer.text }).toEqual({ what, status: 503, body: UNAVAILABLE });
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.headers.get('retry-after')).toBe('1');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('same-origin');
  expect(answer.ms, `${what} answered after ${answer.ms.toFixed(0)} ms`).toBeLessThan(withinMs);
}

let seq = 0;
const goal = () => ({ input: `Run a 10 km race in under an hour, attempt ${++seq}` });
const course = () => ({ title: `Course ${++seq}`, code: 1000 + seq, gsheet_name: `sheet-${seq}` });

let cluster: PrivateCluster;

beforeAll(async () => {
  if (!skipped) cluster = await PrivateCluster.create();
}, 60_000);

afterAll(async () => {
  await killAll();
  await cluster?.destroy();
});

describe.skipIf(skipped)(title('PostgreSQL stopped and started again under a running service'), () => {
  let service: Service;
  let base: string;
  let goalsStored = 0;
  let coursesStored = 0;
  const timings: Record<string, number[]> = {};

  /** Every path the service has, each the way a client would use it, timed. */
  const everyRequest = (): Array<[string, () => Promise<Answer>]> => [
    ['GET /smart-goals/', () => request(`${base}smart-goals/`)],
    ['GET /courses/', () => request(`${base}courses/`)],
    ['POST /smart-goals/', () => request(`${base}smart-goals/`, { json: goal() })],
    ['POST /courses/', () => request(`${base}courses/`, { json: course() })],
    ['GET /pre-lead-statuses/', () => request(`${base}pre-lead-statuses/`)],
    ['GET /feedbacks_needed/', () => request(`${base}feedbacks_needed/`)],
  ];

  async function expectServing() {
    const goals = await request(`${base}smart-goals/?limit=1`);
    expect(goals.status, goals.text).toBe(200);
    expect(JSON.parse(goals.text).count).toBe(goalsStored);
    const courses = await request(`${base}courses/`);
    expect(courses.status, courses.text).toBe(200);
    expect(JSON.parse(courses.text)).toHaveLength(coursesStored);
    const posted = await request(`${base}smart-goals/`, { json: goal() });
    expect(posted.status, posted.text).toBe(201);
    goalsStored++;
    const postedCourse = await request(`${base}courses/`, { json: course() });
    expect(postedCourse.status, postedCourse.text).toBe(201);
    coursesStored++;
    expect((await request(`${base}pre-lead-statuses/`)).status).toBe(200);
    expect((await request(`${base}feedbacks_needed/`)).status).toBe(200);
  }

  /** Enough requests at once that the pool holds several connections when the server stops. */
  async function fillThePool() {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => request(`${base}${i % 2 ? 'courses/' : 'smart-goals/'}`)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  }

  beforeAll(async () => {
    service = startService({ DATABASE_URL: cluster.url(), SEED_DEMO: 'false', GOAL_RATE_LIMIT: '0', WRITE_RATE_LIMIT: '0' });
    base = await service.url();
  }, 60_000);

  afterAll(async () => {
    await service?.stop();
    const figures = Object.entries(timings).map(([mode, ms]) => `${mode}: ${ms.length} answers, slowest ${Math.max(...ms).toFixed(1)} ms`);
    if (figures.length) console.log(`503 while PostgreSQL was stopped — ${figures.join('; ')}`);
  });

  it('serves while the server runs', async () => {
    await expectServing();
  });

  for (const mode of ['fast', 'immediate'] as StopMode[]) {
    it(`answers every request 503 within 1 s while the server is stopped (pg_ctl stop -m ${mode})`, async () => {
      await fillThePool();
      await cluster.stop(mode);
      const seen = (timings[`-m ${mode}`] = [] as number[]);
      // Twice: first on the pool's connections the shutdown ended, then on new ones refused.
      for (let round = 0; round < 2; round++) {
        for (const [what, send] of everyRequest()) {
          const answer = await send();
          expectUnavailable(answer, `${what} (round ${round + 1})`);
          seen.push(answer.ms);
        }
      }
      // Many at once too: none waits on another's failed connection.
      const burst = await Promise.all(
        everyRequest().flatMap(([what, send]) => [send(), send()].map((p) => p.then((a) => [what, a] as const))),
      );
      for (const [what, answer] of burst) {
        expectUnavailable(answer, `${what} (burst)`);
        seen.push(answer.ms);
      }
      expect(service.child.exitCode).toBeNull();
    });

    it(`answers again, without a restart, once the server is back (after -m ${mode})`, async () => {
      await cluster.start();
      // The very first requests succeed: no connection the stop broke is handed out again,
      // and nothing the refused POSTs carried was stored.
      await expectServing();
      await fillThePool();
    });
  }

  it('keeps every answer within the contract when the server stops in the middle of a burst', async () => {
    let stopping = true;
    const statuses = new Map<number, number>();
    let slowest = 0;
    const posted: number[] = [];
    let refusedGoals = 0;
    const worker = async (n: number) => {
      for (let i = 0; stopping; i++) {
        const [what, send] = everyRequest()[(n + i) % 4];
        const answer = await send();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        slowest = Math.max(slowest, answer.ms);
        if (answer.status === 503) expectUnavailable(answer, `${what} (burst)`);
        else expect([200, 201], `${what}: ${answer.status} ${answer.text}`).toContain(answer.status);
        if (what === 'POST /smart-goals/' && answer.status === 201) posted.push(JSON.parse(answer.text).id);
        if (what === 'POST /smart-goals/' && answer.status === 503) refusedGoals++;
      }
    };
    const workers = Array.from({ length: 12 }, (_, n) => worker(n));
    await new Promise((r) => setTimeout(r, 300));
    await cluster.stop('immediate');
    await new Promise((r) => setTimeout(r, 500));
    stopping = false;
    await Promise.all(workers);
    expect(statuses.get(503)).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(1000);
    console.log(`stop in a burst: ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}; slowest ${slowest.toFixed(1)} ms`);
    await cluster.start();
    // Every goal acknowledged before the stop is there. (A 503 whose INSERT had committed
    // when the server died could be there too: the commit's answer was lost on the way.)
    const page = await request(`${base}smart-goals/?limit=30`);
    expect(page.status).toBe(200);
    const { count, results } = JSON.parse(page.text) as { count: number; results: { id: number }[] };
    expect(count).toBeGreaterThanOrEqual(goalsStored + posted.length);
    expect(count).toBeLessThanOrEqual(goalsStored + posted.length + refusedGoals);
    if (count > goalsStored + posted.length)
      console.log(`stop in a burst: ${count - goalsStored - posted.length} goal(s) answered 503 were stored`);
    const newest = results.map((r) => r.id);
    for (const id of posted.slice(-5)) if (id >= (newest.at(-1) ?? 0)) expect(newest).toContain(id);
    goalsStored = count;
    coursesStored = (JSON.parse((await request(`${base}courses/`)).text) as unknown[]).length;
    await expectServing();
  });

  it('never crashed nor reported an uncaught error', async () => {
    expect(service.child.exitCode).toBeNull();
    expect(service.child.signalCode).toBeNull();
    // stderr: Node's own reports; stdout: the service's log, where a 500 is logged at level 50
    expect(meaningfulLines(service.stderr()).filter((l) => /uncaught|unhandled|Error/i.test(l))).toEqual([]);
    expect(
      service
        .stdout()
        .split('\n')
        .filter((l) => /"level":(50|60)/.test(l)),
    ).toEqual([]);
    // while every refusal was logged as the database being unavailable
    expect(service.stdout()).toContain('"msg":"database unavailable"');
  });
});

describe.skipIf(skipped)(title('a PostgreSQL connection lost in the middle of a transaction'), () => {
  // A client checked out of the pool between two statements has no 'error' listener of
  // the pool's: without one of ours, the server ending the session is an uncaught
  // exception that ends the process (vitest reports it as an unhandled error).
  for (const mode of ['fast', 'immediate'] as StopMode[]) {
    it(`fails that transaction as "unavailable", and nothing else (pg_ctl stop -m ${mode})`, async () => {
      const db = await openDatabase({ url: cluster.url(), dataDir: '' });
      const uncaught: unknown[] = [];
      const onUncaught = (e: unknown) => uncaught.push(e);
      process.on('uncaughtException', onUncaught);
      let stopped = false;
      try {
        const attempt = db.orm.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          await cluster.stop(mode);
          stopped = true;
          // the session's end reaches the idle, checked-out connection meanwhile
          await new Promise((r) => setTimeout(r, 300));
          await tx.execute(sql`SELECT 2`);
        });
        const error = await attempt.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeDefined();
        expect(isDatabaseUnavailable(error)).toBe(true);
        expect(uncaught).toEqual([]);
        await cluster.start();
        stopped = false;
        // the same pool serves again
        expect(await db.rows<{ n: number }>(sql`SELECT 3 AS n`)).toEqual([{ n: 3 }]);
      } finally {
        process.off('uncaughtException', onUncaught);
        if (stopped) await cluster.start();
        await db.close();
      }
    });
  }
});

describe.skipIf(skipped)(title('a PostgreSQL server that stops answering (connections accepted, never served)'), () => {
  // Nothing refuses: the pool gives up on a connection after its timeout, so the answer
  // comes after that and not much later (no hang). The two seconds of slack are for a loaded
  // machine: with three other test runs beside it, one answer came 3,092 ms after a 2,000 ms timeout.
  const WITHIN_MS = CONNECTION_TIMEOUT_MS + 2000;
  let proxy: FreezableProxy;
  let service: Service;
  let base: string;

  beforeAll(async () => {
    proxy = await FreezableProxy.start(cluster.port);
    const url = new URL(cluster.url());
    url.port = String(proxy.port);
    service = startService({ DATABASE_URL: url.toString(), SEED_DEMO: 'false', GOAL_RATE_LIMIT: '0', WRITE_RATE_LIMIT: '0' });
    base = await service.url();
  }, 60_000);

  afterAll(async () => {
    await service?.stop();
    await proxy?.close();
  });

  const requests = (): Array<[string, () => Promise<Answer>]> => [
    ['GET /smart-goals/', () => request(`${base}smart-goals/`)],
    ['GET /courses/', () => request(`${base}courses/`)],
    ['POST /smart-goals/', () => request(`${base}smart-goals/`, { json: goal() })],
    ['POST /courses/', () => request(`${base}courses/`, { json: course() })],
  ];

  it('answers each request 503 within the connection timeout instead of waiting on the connection', async () => {
    expect((await request(`${base}smart-goals/`)).status).toBe(200);
    proxy.freeze();
    const times: number[] = [];
    for (const [what, send] of requests()) {
      const answer = await send();
      expectUnavailable(answer, what, WITHIN_MS);
      times.push(answer.ms);
    }
    console.log(
      `unresponsive server, one request at a time: 503 after ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} ms`,
    );
  });

  it('answers requests that arrive together 503 within the connection timeout too', async () => {
    // more than the pool's ten connections, three POSTs of each kind among them
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const [what, send] = requests()[i % 4];
        return send().then((answer) => [what, answer] as const);
      }),
    );
    console.log(`unresponsive server, 12 at once: ${burst.map(([w, a]) => `${w} ${a.status} ${a.ms.toFixed(0)} ms`).join(', ')}`);
    for (const [what, answer] of burst) expectUnavailable(answer, `${what} (together)`, WITHIN_MS);
  });

  it('serves again as soon as the server answers', async () => {
    proxy.thaw();
    const posted = await request(`${base}smart-goals/`, { json: goal() });
    expect(posted.status, posted.text).toBe(201);
    expect((await request(`${base}courses/`)).status).toBe(200);
    expect(service.child.exitCode).toBeNull();
  });
});
