// One pipeline for both ways in (src/pipeline/, src/server/app.ts): a request on an exact
// path takes the fast lane, the same request on a path Fastify's router first decodes
// (`/cour%73es/`) takes the router, and every admission rule, every route's answer and the
// response writer's additions must come out the same, byte for byte, counted and logged.
// And Fastify keeps no request hook: a rule added as one would reach the router's requests
// only, so it fails here.
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { shownHeader } from '../support/socket-client.js';
import { checkAt } from '../support/listening.js';
import { exchangeOf } from '../support/raw-http.js';
import { logLines } from '../support/log-lines.js';

/** Header lines as the answers below show them: X-Request-Id's value, new on each request, masked when well formed. */
const shown = (lines: string[]) =>
  lines.map((l) => {
    const colon = l.indexOf(':');
    return colon < 0 ? l : shownHeader(l.slice(0, colon), l.slice(colon + 1).trim());
  });

interface Raw {
  status: number;
  /** Every header line as sent, in order, but Date (X-Request-Id's value masked: `shown`). */
  headers: string[];
  body: string;
}

/**
 * One request on its own connection, read until the server has answered it whole; the answer
 * checked against the app's document as raw()'s are (test/support/listening.ts).
 */
function send(port: number, head: string, body = ''): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const check = checkAt(port);
    const socket = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    const done = () => {
      const text = data.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no answer: ${JSON.stringify(text)}`));
      const [status, ...lines] = text.slice(0, end).split('\r\n');
      const answer = {
        status: Number(status.split(' ')[1]),
        headers: shown(lines.filter((l) => !/^date:/i.test(l))),
        body: data.subarray(end + 4).toString('utf8'),
      };
      const exchange = exchangeOf(Buffer.from(head + body), data);
      (exchange ? check(exchange) : Promise.resolve()).then(() => resolve(answer), reject);
    };
    socket.on('data', (d) => {
      data = Buffer.concat([data, d]);
      const text = data.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end))?.[1];
      const isHead = head.startsWith('HEAD ');
      if (end >= 0 && length !== undefined && (isHead || data.length >= end + 4 + Number(length))) socket.destroy();
    });
    socket.on('close', done);
    socket.on('error', () => {});
    socket.on('connect', () => socket.write(head + body));
  });
}

/** The request line and head for `path`, ending the head; `extra` are whole header lines. */
const request = (method: string, path: string, extra: string, length?: number) =>
  `${method} ${path} HTTP/1.1\r\n${extra}${length === undefined ? '' : `Content-Length: ${length}\r\n`}Connection: close\r\n\r\n`;

const LANE = '/courses/';
const ROUTER = '/cour%73es/';
const HOST = 'Host: localhost\r\n';

/** [what, method, query, header lines, body] — each rule of admission and of the view, once. */
const CASES: Array<[string, string, string, string, string?]> = [
  ['a cached list', 'GET', '', HOST],
  ['HEAD of it', 'HEAD', '', HOST],
  ['indented JSON', 'GET', '', `${HOST}Accept: application/json; indent=2\r\n`],
  ['an unknown format (404)', 'GET', '?format=xml', HOST],
  ['an unsatisfiable Accept (406)', 'GET', '', `${HOST}Accept: image/png\r\n`],
  ['a bad token (401)', 'GET', '', `${HOST}Authorization: Token nope\r\n`],
  ['a write without a token (401 under token-writes)', 'POST', '', `${HOST}Content-Type: application/json\r\n`, '{}'],
  ['an unknown method (405, after the permission)', 'PUT', '', HOST],
  ['OPTIONS', 'OPTIONS', '', HOST],
  ['a URL over its limit (414)', 'GET', `?q=${'a'.repeat(8200)}`, HOST],
  ['a head over its limit as sent (431)', 'GET', '', `${HOST}${'X:\r\n'.repeat(5000)}`],
  ['two Host headers (400)', 'GET', '', `${HOST}Host: evil.example\r\n`],
  ['two Authorization headers (400)', 'GET', '', `${HOST}Authorization: Token a\r\nAuthorization: Token b\r\n`],
  ['a Host outside ALLOWED_HOSTS (400)', 'GET', '', 'Host: evil.example\r\n'],
  [
    'a CORS preflight from an allowed origin',
    'OPTIONS',
    '',
    `${HOST}Origin: https://app.example.org\r\nAccess-Control-Request-Method: POST\r\n`,
  ],
  ['a read from an allowed origin', 'GET', '', `${HOST}Origin: https://app.example.org\r\n`],
];

function requestHookCounts(app: FastifyInstance): Record<string, number> {
  const symbol = Object.getOwnPropertySymbols(app).find((s) => s.description === 'fastify.hooks');
  const hooks = (app as unknown as Record<symbol, Record<string, unknown[]>>)[symbol!];
  const counts: Record<string, number> = {};
  for (const name of [
    'onRequest',
    'preParsing',
    'preValidation',
    'preHandler',
    'preSerialization',
    'onSend',
    'onResponse',
    'onError',
    'onTimeout',
    'onRequestAbort',
  ]) {
    counts[name] = hooks[name]?.length ?? 0;
  }
  return counts;
}

describe('Fastify', () => {
  it('keeps no request hook of its own (every rule is the pipeline’s, for the lane too)', async () => {
    const t = await createTestApp('pglite', { corsOrigins: ['https://app.example.org'], rateLimit: 5, accessPolicy: 'token' });
    const counts = requestHookCounts(t.app);
    await t.close();
    expect(
      Object.values(counts).every((n) => n === 0),
      JSON.stringify(counts),
    ).toBe(true);
    // The check sees hooks: one added is counted.
    const hooked = await createTestApp('pglite', {
      beforeReady: (app) => app.addHook('onSend', async (_request, _reply, payload) => payload),
    });
    const withHook = requestHookCounts(hooked.app);
    await hooked.close();
    expect(withHook.onSend).toBe(1);
  });
});

describe.each(databaseKinds())('the fast lane and the router on %s', (kind) => {
  const { lines, stream } = logLines();
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      allowedHosts: 'default',
      accessPolicy: 'token-writes',
      corsOrigins: ['https://app.example.org'],
      logger: { level: 'info', stream },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());

  const metric = async (route: string) => {
    const text = (await send(port, request('GET', '/metrics', HOST))).body;
    let n = 0;
    for (const l of text.split('\n'))
      if (l.startsWith(`mentoring_http_requests_total{method=`) && l.includes(`route="${route}"`)) n += Number(l.split(' ').pop());
    return n;
  };

  for (const [what, method, query, head, body] of CASES) {
    it(`answers ${what} the same both ways, counted and logged`, async () => {
      await send(port, request('GET', LANE, HOST)); // the list cached and current
      const before = await metric(LANE);
      lines.length = 0;
      const length = body === undefined ? undefined : Buffer.byteLength(body);
      const lane = await send(port, request(method, LANE + query, head, length), body);
      const router = await send(port, request(method, ROUTER + query, head, length), body);
      expect(lane).toEqual(router);
      expect(lane.headers).toContain('x-frame-options: DENY');
      expect(lane.headers).toContain('x-request-id: <id>');
      expect(lane.headers).toContain('referrer-policy: same-origin');
      expect((await metric(LANE)) - before).toBe(2);
      const logged = lines.filter((l) => l.msg === 'request' && l.url !== '/metrics').map((l) => [l.method, l.status]);
      expect(logged).toEqual([
        [method, lane.status],
        [method, router.status],
      ]);
    });
  }
});

describe('the fast lane and the router with RATE_LIMIT', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { rateLimit: 2 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());

  it('count every request against one limit and refuse both ways alike', async () => {
    const statuses = [];
    for (const path of [LANE, ROUTER, LANE, ROUTER]) statuses.push(await send(port, request('GET', path, HOST)));
    expect(statuses.map((s) => s.status)).toEqual([200, 200, 429, 429]);
    expect(statuses[2].headers.filter((h) => !/^retry-after/i.test(h))).toEqual(
      statuses[3].headers.filter((h) => !/^retry-after/i.test(h)),
    );
    expect(JSON.parse(statuses[2].body).detail).toMatch(/^Request was throttled/);
  });
});

describe('the fast lane and the router while draining', () => {
  it('both answer the contract’s 503 and close the connection', async () => {
    let release = () => {};
    const t = await createTestApp('pglite', { beforeReady: (app) => app.addHook('preClose', (done) => void (release = done)) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    // Keep-alive connections opened before the shutdown, on which the requests then arrive.
    const open = (path: string) =>
      new Promise<{ ask: () => Promise<Raw> }>((resolve) => {
        const socket = connect(port, '127.0.0.1', () =>
          resolve({
            ask: () =>
              new Promise((done) => {
                let data = '';
                socket.on('data', (d) => (data += d.toString('latin1')));
                socket.on('close', () => {
                  const end = data.indexOf('\r\n\r\n');
                  const [status, ...headers] = data.slice(0, end).split('\r\n');
                  done({
                    status: Number(status.split(' ')[1]),
                    headers: shown(headers.filter((h) => !/^date:/i.test(h))),
                    body: data.slice(end + 4),
                  });
                });
                socket.write(request('GET', path, HOST).replace('Connection: close\r\n', ''));
              }),
          }),
        );
      });
    const [lane, router] = await Promise.all([open(LANE), open(ROUTER)]);
    const closed = t.app.close();
    await new Promise((r) => setTimeout(r, 50));
    const [a, b] = await Promise.all([lane.ask(), router.ask()]);
    expect(a.status).toBe(503);
    expect(a, JSON.stringify([a, b])).toEqual(b);
    expect(a.headers).toContain('connection: close');
    release();
    await closed;
  });
});
