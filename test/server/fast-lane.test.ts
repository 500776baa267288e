// The fast lane (src/server/fast-lane.ts) on the cached lists: a request on an exact path
// skips Fastify's router, and an anonymous GET or HEAD of a list in JSON is answered from the
// cache (counted as a fast-lane answer). Through real sockets (inject never passes the
// server's request listener): the same bytes and headers, in order, as Fastify's path; the
// same answers where DRF's order or the pipeline's admission decide; a write through this
// instance or another shows at once; a database that is gone gets the contract's 503; the
// log and /metrics see every answer. (Every admission rule both ways: one-pipeline.test.ts.)
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { ApiTokenRepository } from '../../src/store/repositories/api-tokens.js';
import { ApiTokenService } from '../../src/accounts/tokens.js';
import { buildCheckedApp, createTestApp, type TestApp } from '../support/app.js';
import { databaseKinds, type DatabaseKind } from '../support/database.js';
import { serverUrl } from '../support/paths.js';
import { client, type Answer } from '../support/socket-client.js';
import { logLines } from '../support/log-lines.js';

const PATHS = ['/pre-lead-statuses/', '/courses/'];

function fastLaneCount(metrics: string): number {
  let n = 0;
  for (const line of metrics.split('\n'))
    if (line.startsWith('mentoring_http_fast_lane_answers_total{')) n += Number(line.split(' ').pop());
  return n;
}

/** A listening test app and a keep-alive client of it. */
function useServed(kind: DatabaseKind, opts: Parameters<typeof createTestApp>[1] = {}) {
  const s = {} as { t: TestApp; send: ReturnType<typeof client>['send']; fastLane: () => Promise<number> };
  let close = () => {};
  beforeAll(async () => {
    s.t = await createTestApp(kind, opts);
    await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    const c = client((s.t.app.server.address() as { port: number }).port, s.t.conformance);
    s.send = c.send;
    s.fastLane = async () => fastLaneCount((await c.send('GET', '/metrics')).body);
    close = c.close;
  });
  afterAll(async () => {
    close();
    await s.t?.close();
  });
  return s;
}

const postCourse = (send: ReturnType<typeof client>['send'], title: string) =>
  send('POST', '/courses/', { 'content-type': 'application/json' }, JSON.stringify({ title, code: 1, gsheet_name: 's' }));

describe.each(databaseKinds())('the fast lane on %s', (kind) => {
  const s = useServed(kind);

  const requests: Array<[string, string, Record<string, string>, number, boolean]> = [
    ['JSON', '', {}, 200, true],
    ['JSON asked for by name', '?format=json', { accept: 'application/json' }, 200, true],
    ['JSON, indented', '', { accept: 'application/json; indent=2' }, 200, true],
    ['with a query the list ignores', '?page=2&x=%ff', {}, 200, true],
    ['the browsable page', '?format=api', {}, 200, false],
    ['HTML by Accept', '', { accept: 'text/html' }, 200, false],
    ['an unknown format', '?format=xml', {}, 404, false],
    ['an unacceptable Accept', '', { accept: 'application/xml' }, 406, false],
    ['a bad token', '', { authorization: 'Token nope' }, 401, false],
  ];

  for (const path of PATHS) {
    for (const method of ['GET', 'HEAD']) {
      for (const [what, query, headers, status, inLane] of requests) {
        it(`${method} ${path} ${what}: ${status}, the second and third answers the first's${inLane ? ', from the fast lane' : ''}`, async () => {
          await postCourse(s.send, 'Storytelling');
          await s.send('GET', path); // the list is now cached and current
          const first = await s.send(method, path + query, headers);
          expect(first.status).toBe(status);
          const before = await s.fastLane();
          expect(await s.send(method, path + query, headers)).toEqual(first);
          expect(await s.send(method, path + query, headers)).toEqual(first);
          expect((await s.fastLane()) - before).toBe(inLane ? 2 : 0);
        });
      }
    }
  }

  it('answers JSON with the headers of the recorded service, in its order', async () => {
    await s.send('GET', '/courses/');
    const res = await s.send('GET', '/courses/');
    expect(res.headers).toEqual([
      'content-type: application/json',
      'vary: Accept',
      'allow: GET, POST, HEAD, OPTIONS',
      'x-frame-options: DENY',
      `content-length: ${Buffer.byteLength(res.body)}`,
      'x-content-type-options: nosniff',
      'referrer-policy: same-origin',
      'x-request-id: <id>',
      'Connection: keep-alive',
      'Keep-Alive: timeout=72',
    ]);
  });

  it('answers the first read after a write too (the read waits for the database)', async () => {
    await s.send('GET', '/courses/');
    await postCourse(s.send, 'After a write');
    const before = await s.fastLane();
    const res = await s.send('GET', '/courses/');
    expect(JSON.parse(res.body).map((c: { title: string }) => c.title)).toContain('After a write');
    expect((await s.fastLane()) - before).toBe(1);
  });

  it('shows the next write at once, in every list', async () => {
    for (let i = 0; i < 5; i++) {
      await s.send('GET', '/courses/');
      const before = JSON.parse((await s.send('GET', '/courses/')).body);
      const posted = await postCourse(s.send, `Course ${i}`);
      expect(posted.status).toBe(201);
      const after = JSON.parse((await s.send('GET', '/courses/')).body);
      expect(after).toEqual([...before, JSON.parse(posted.body)]);
    }
  });

  it('answers whatever Accept, query and method a client sends as Fastify’s path does (property)', async () => {
    await postCourse(s.send, 'Storytelling');
    const accept = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(
        '*/*',
        'application/json',
        'application/json; indent=4',
        'application/json; indent=x',
        'text/html',
        'application/*',
        'text/*;q=0.1, */*',
        'image/png',
        '',
      ),
      fc.string({ maxLength: 30 }).filter((a) => !/[\r\n\0]/.test(a) && a.trim() === a),
    );
    const query = fc.oneof(
      fc.constant(''),
      fc.constantFrom('?format=json', '?format=api', '?format=', '?format=xml', '?format=json&format=api', '?%66ormat=json', '?a=%zz', '?'),
      fc.stringMatching(/^\?[a-z=&%0-9+]{0,20}$/),
    );
    // X-Request-Id is each request's own (the socket client shows it as <id>: support/socket-client.ts).
    const normal = ({ headers }: { headers: Record<string, unknown> }) => {
      const { date: _d, expires: _e, connection: _c, 'keep-alive': _k, 'x-request-id': _id, ...rest } = headers;
      return rest;
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), fc.constantFrom('GET', 'HEAD'), query, accept, async (path, method, q, a) => {
        const headers: Record<string, string> = a === undefined ? {} : { accept: a };
        await s.send('GET', path); // cached and current
        const lane = await s.send(method, path + q, headers);
        const full = await s.t.app.inject({ method: method as 'GET', url: path + q, headers });
        const laneHeaders = Object.fromEntries(
          lane.headers.map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 2)]),
        );
        expect({ status: lane.status, headers: normal({ headers: laneHeaders }), body: lane.body }).toEqual({
          status: full.statusCode,
          headers: normal({ headers: Object.fromEntries(Object.entries(full.headers).map(([k, v]) => [k, String(v)])) }),
          body: full.body,
        });
        expect(laneHeaders['x-request-id']).toBe('<id>');
        expect(full.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });

  it('gives each of 60 requests sent at once on 30 connections its own answer (answers at hand are written together)', async () => {
    await postCourse(s.send, 'Storytelling');
    const port = (s.t.app.server.address() as { port: number }).port;
    const variants: Array<[string, string, Record<string, string>]> = [
      ['GET', '/courses/', {}],
      ['HEAD', '/courses/', {}],
      ['GET', '/pre-lead-statuses/', { accept: 'application/json; indent=2' }],
      ['GET', '/courses/', { accept: 'application/json; indent=4' }],
      ['GET', '/pre-lead-statuses/', {}],
      ['GET', '/courses/?format=api', {}],
    ];
    const expected: Answer[] = [];
    for (const [method, path, headers] of variants) {
      await s.send('GET', path); // cached and current: the lane's answers are at hand
      expected.push(await s.send(method, path, headers));
    }
    const before = await s.fastLane();
    const clients = Array.from({ length: 30 }, () => client(port, s.t.conformance));
    try {
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => clients[i % 30].send(...variants[i % variants.length])));
      answers.forEach((answer, i) => expect(answer, `request ${i}`).toEqual(expected[i % variants.length]));
    } finally {
      for (const c of clients) c.close();
    }
    expect((await s.fastLane()) - before).toBe(50); // all but the 10 browsable pages
  });

  it('counts every answer in /metrics, from the lane or not', async () => {
    const series = 'mentoring_http_requests_total{method="GET",route="/pre-lead-statuses/",status="200"}';
    const count = async () =>
      Number(
        (await s.send('GET', '/metrics')).body
          .split('\n')
          .find((l) => l.startsWith(series))
          ?.split(' ')
          .pop() ?? 0,
      );
    const before = await count();
    for (let i = 0; i < 4; i++) await s.send('GET', '/pre-lead-statuses/');
    expect((await count()) - before).toBe(4);
  });
});

describe.each(databaseKinds())('the fast lane with two instances on one %s database', (kind) => {
  const s = useServed(kind);
  let other: FastifyInstance;
  let otherDb: Awaited<ReturnType<TestApp['connectAgain']>>;
  beforeAll(async () => {
    otherDb = await s.t.connectAgain();
    other = await buildCheckedApp({
      db: otherDb,
      clock: s.t.clock,
      goals: createOfflineGenerator(),
      config: { timeZone: 'Europe/Prague', trustProxy: false, goalRateLimit: 0, goalTimeoutMs: 30_000 },
    });
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
  });

  it('shows a course POSTed to the other instance in the next GET, every time', async () => {
    for (let i = 0; i < 10; i++) {
      const before = JSON.parse((await s.send('GET', '/courses/')).body);
      const posted = await other.inject({
        method: 'POST',
        url: '/courses/',
        payload: { title: `Elsewhere ${i}`, code: i, gsheet_name: 's' },
      });
      expect(posted.statusCode).toBe(201);
      expect(JSON.parse((await s.send('GET', '/courses/')).body)).toEqual([...before, posted.json()]);
    }
  });
});

describe.each(databaseKinds())('the fast lane when the %s database fails under it', (kind) => {
  it('leaves the read to the full path, which answers it in the contract’s shape', async () => {
    const t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const c = client((t.app.server.address() as { port: number }).port, t.conformance);
    try {
      await c.send('GET', '/courses/');
      // A write to its table (on the embedded database) makes the cached list unknown-current
      // again; a write to another table would not (versions are known per table).
      await postCourse(c.send, 'Last');
      await t.db.close();
      const full = await t.app.inject({ method: 'GET', url: '/courses/' });
      expect(full.statusCode).toBeGreaterThanOrEqual(500);
      const res = await c.send('GET', '/courses/');
      expect(res.status).toBe(full.statusCode);
      expect(res.body).toBe(full.body);
      // (test/faults/postgres-stopped-answers-503-and-recovers.test.ts: a stopped server's 503.)
    } finally {
      c.close();
      await t.app.close();
    }
  });
});

describe('the fast lane writes the access log as the router’s path does', () => {
  const { lines, stream } = logLines();
  const s = useServed('pglite', { logger: { level: 'info', stream } });

  it('one line per request, the same fields in the same order, one sequence of request ids', async () => {
    await s.send('GET', '/courses/');
    const before = await s.fastLane();
    lines.length = 0;
    await s.send('GET', '/courses/?format=api'); // Fastify's path
    await s.send('GET', '/courses/'); // the fast lane
    expect((await s.fastLane()) - before).toBe(1);
    const [full, lane] = lines.filter((l) => l.msg === 'request');
    expect(Object.keys(lane)).toEqual(Object.keys(full));
    expect(lane).toMatchObject({ level: 30, method: 'GET', url: '/courses/', status: 200, msg: 'request' });
    // Made ids (pipeline/request-id.ts): the app's prefix and a counter in base 36.
    const [prefix, n] = String(full.reqId).split('-');
    expect(String(full.reqId)).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(lane.reqId).toBe(`${prefix}-${(parseInt(n, 36) + 1).toString(36)}`);
  });
});

describe('the fast lane answers as the policy and the admission rules say', () => {
  describe('ACCESS_POLICY=token', () => {
    const s = useServed('pglite', { accessPolicy: 'token' });
    it('still refuses anonymous reads, the second time as the first', async () => {
      const { key } = await new ApiTokenService(new ApiTokenRepository(s.t.db)).create('reader', s.t.clock);
      for (const path of PATHS) {
        expect((await s.send('GET', path, { authorization: `Token ${key}` })).status).toBe(200); // now cached
        const first = await s.send('GET', path);
        expect(first.status).toBe(401);
        expect(await s.send('GET', path)).toEqual(first);
      }
    });
  });

  describe('CORS_ORIGINS', () => {
    const s = useServed('pglite', { corsOrigins: ['https://app.example.org'] });
    it('every answer varies by Origin and allows the listed one', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await s.send('GET', '/courses/', { origin: 'https://app.example.org' });
        expect(res.headers).toContain('vary: Accept, Origin');
        expect(res.headers).toContain('access-control-allow-origin: https://app.example.org');
        expect((await s.send('GET', '/courses/')).headers).toContain('vary: Accept, Origin');
      }
    });
  });

  describe('RATE_LIMIT', () => {
    const s = useServed('pglite', { rateLimit: 4 });
    it('counts cached reads too', async () => {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await s.send('GET', '/courses/')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });

  describe('draining', () => {
    let release = () => {};
    const s = useServed('pglite', {
      // Holds the shutdown between its first steps and the closing of the server.
      beforeReady: (app) => app.addHook('preClose', (done) => void (release = done)),
    });
    it('a request that arrives once a shutdown began gets the contract’s 503, not the cached list', async () => {
      await s.send('GET', '/courses/');
      expect((await s.send('GET', '/courses/')).status).toBe(200);
      const closed = s.t.app.close();
      await new Promise((r) => setTimeout(r, 50));
      const res = await s.send('GET', '/courses/');
      expect(res.status).toBe(503);
      expect(res.headers).toContain('connection: close');
      release();
      await closed;
    });
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('draining, with a read in the lane waiting for PostgreSQL', () => {
    const s = useServed('postgres');
    it('the answer closes its connection, so that it does not hold the drain open', async () => {
      await s.send('GET', '/courses/');
      // Another session holds the versions table: the lane's read waits for it.
      const { database } = (await s.t.db.rows<{ database: string }>(sql`select current_database() as database`))[0];
      const locker = new pg.Client({ connectionString: serverUrl(process.env.TEST_DATABASE_URL!, database) });
      await locker.connect();
      try {
        await locker.query('BEGIN; LOCK TABLE table_versions IN ACCESS EXCLUSIVE MODE');
        const waiting = s.send('GET', '/courses/');
        await new Promise((r) => setTimeout(r, 200));
        const closed = s.t.app.close();
        await new Promise((r) => setTimeout(r, 50));
        await locker.query('COMMIT');
        const res = await waiting;
        expect(res.status).toBe(200);
        expect(res.headers).toContain('connection: close');
        await closed;
      } finally {
        await locker.end();
      }
    });
  });
});
