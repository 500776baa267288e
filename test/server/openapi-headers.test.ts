// The header check of the OpenAPI conformance (test/support/openapi-conformance.ts) fails
// when it should, on the service's real answers: a declared header dropped from an answer, a
// value its schema refuses, a header sent twice or sent but not declared; and a document
// that declares a header never sent, a wrong schema, or leaves out one that is sent; and the
// same over sockets (the socket client, raw HTTP, fetch). The service here is built without
// the check (buildApp), so that each test puts on its own checker, of the true document or a
// mutated one.
import type { FastifyInstance } from 'fastify';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, openApiDocumentOf } from '../../src/server/app.js';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { fixedClock } from '../../src/time/clock.js';
import { TEST_NOW_MICROS } from '../support/app.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';
import { checkAnswersOf, DocumentConformance } from '../support/openapi-conformance.js';
import { client } from '../support/socket-client.js';
import { checkAnswersAt, checkedFetch } from '../support/listening.js';
import { exchangeOf, raw } from '../support/raw-http.js';
import { checkAnswersOfService, request } from '../support/service.js';

type Json = Record<string, any>;

const CONFIG = {
  timeZone: 'Europe/Prague',
  trustProxy: false as const,
  goalRateLimit: 0,
  writeRateLimit: 0,
  goalTimeoutMs: 30_000,
  accessPolicy: 'token-writes' as const,
};
const MISMATCH = /does not match the OpenAPI document/;

describe('the header check against the OpenAPI document', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let truth: Json;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ db: database.db, clock: fixedClock(TEST_NOW_MICROS), goals: createOfflineGenerator(), config: CONFIG });
    await app.ready();
    truth = await openApiDocumentOf(CONFIG);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The service's inject, its answers changed by `change`, checked against `document`. */
  function checked(document: Json, change: (res: Response) => void = () => {}) {
    const wrapped = {
      inject: async (opts: { method: string; url: string; headers?: Record<string, string> }) => {
        const res = (await app.inject(opts as never)) as Response;
        change(res);
        return res;
      },
    };
    checkAnswersOf(wrapped, JSON.stringify(document));
    return wrapped;
  }
  const mutated = (mutate: (doc: Json) => void): Json => {
    const doc = structuredClone(truth);
    mutate(doc);
    return doc;
  };
  const GET = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });
  const badToken = { authorization: 'Token nope' };

  it('passes the true answers: a list, a 401, a probe, a file, a 405 of another method', async () => {
    const c = checked(truth);
    await expect(c.inject(GET('/courses/'))).resolves.toMatchObject({ statusCode: 200 });
    await expect(c.inject(GET('/courses/', badToken))).resolves.toMatchObject({ statusCode: 401 });
    await expect(c.inject({ method: 'HEAD', url: '/courses/', headers: badToken })).resolves.toMatchObject({ statusCode: 401 });
    await expect(c.inject(GET('/healthz'))).resolves.toMatchObject({ statusCode: 200 });
    await expect(c.inject(GET('/pre-lead-statuses/'))).resolves.toMatchObject({ statusCode: 200 });
    await expect(c.inject(GET('/assets/api.css'))).resolves.toMatchObject({ statusCode: 200 });
    await expect(c.inject({ method: 'PUT', url: '/openapi.json' })).resolves.toMatchObject({ statusCode: 405 });
  });

  it('fails an answer without a required header, or with a value its schema refuses, sent twice or not declared', async () => {
    const dropped = (name: string) => checked(truth, (res) => delete res.headers[name]);
    await expect(dropped('x-request-id').inject(GET('/healthz'))).rejects.toThrow(/header X-Request-Id is required but missing/);
    await expect(dropped('www-authenticate').inject(GET('/courses/', badToken))).rejects.toThrow(
      /→ 401: header WWW-Authenticate is required but missing/,
    );
    // HEAD is judged by the same headers as GET (a shared error's too).
    await expect(dropped('www-authenticate').inject({ method: 'HEAD', url: '/courses/', headers: badToken })).rejects.toThrow(
      /header WWW-Authenticate is required but missing/,
    );
    await expect(dropped('allow').inject(GET('/courses/'))).rejects.toThrow(/header Allow is required but missing/);
    await expect(dropped('allow').inject({ method: 'PUT', url: '/openapi.json' })).rejects.toThrow(/→ 405: header Allow is required/);
    await expect(dropped('expires').inject(GET('/pre-lead-statuses/'))).rejects.toThrow(/header Expires is required but missing/);
    await expect(dropped('etag').inject(GET('/assets/api.css'))).rejects.toThrow(/header ETag is required but missing/);

    const changed = (name: string, value: string | string[]) => checked(truth, (res) => (res.headers[name] = value));
    await expect(changed('www-authenticate', 'Basic').inject(GET('/courses/', badToken))).rejects.toThrow(
      /header WWW-Authenticate: "Basic"/,
    );
    await expect(changed('cache-control', 'public').inject(GET('/healthz'))).rejects.toThrow(/header Cache-Control: "public"/);
    await expect(changed('vary', 'Cookie').inject(GET('/courses/'))).rejects.toThrow(/header Vary: "Cookie"/);
    await expect(changed('x-request-id', 'a b').inject(GET('/courses/'))).rejects.toThrow(/header X-Request-Id: "a b"/);
    await expect(changed('x-request-id', ['a-1', 'a-2']).inject(GET('/courses/'))).rejects.toThrow(/header X-Request-Id sent 2 times/);
    await expect(changed('x-powered-by', 'Express').inject(GET('/courses/'))).rejects.toThrow(
      /header x-powered-by is sent but not declared/,
    );
    await expect(changed('set-cookie', 'a=b').inject(GET('/healthz'))).rejects.toThrow(MISMATCH);
  });

  it('fails the true answers against a document that declares a wrong schema, a header never sent, or leaves one out', async () => {
    const wrongChallenge = mutated((d) => (d.components.headers.WwwAuthenticate.schema.const = 'Bearer'));
    await expect(checked(wrongChallenge).inject(GET('/courses/', badToken))).rejects.toThrow(/header WWW-Authenticate: "Token"/);
    const wrongId = mutated((d) => (d.components.headers.RequestId.schema.pattern = '^[0-9]+$'));
    await expect(checked(wrongId).inject(GET('/healthz'))).rejects.toThrow(/header X-Request-Id/);
    const wrongAllow = mutated((d) => (d.components.headers.Allow.schema = { type: 'integer' }));
    await expect(checked(wrongAllow).inject(GET('/courses/'))).rejects.toThrow(/header Allow: "GET, POST, HEAD, OPTIONS" must be integer/);
    const neverSent = mutated((d) => (d.paths['/healthz'].get.responses['200'].headers.ETag = { $ref: '#/components/headers/ETag' }));
    await expect(checked(neverSent).inject(GET('/healthz'))).rejects.toThrow(/header ETag is required but missing/);
    const leftOut = mutated((d) => delete d.paths['/healthz'].get.responses['200'].headers['Cache-Control']);
    await expect(checked(leftOut).inject(GET('/healthz'))).rejects.toThrow(/header cache-control is sent but not declared/);
    const headLeftOut = mutated((d) => delete d.paths['/healthz'].head.responses['200'].headers['X-Request-Id']);
    await expect(checked(headLeftOut).inject({ method: 'HEAD', url: '/healthz' })).rejects.toThrow(
      /header x-request-id is sent but not declared/,
    );
  });

  it('fails an answer over a socket (socket-client.ts) as it fails one of inject', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const right = client(port, DocumentConformance.of(JSON.stringify(truth)));
    const wrong = client(
      port,
      DocumentConformance.of(JSON.stringify(mutated((d) => (d.components.headers.Vary.schema.enum = ['Origin'])))),
    );
    try {
      // The fast lane's answer and the router's, each with its connection headers.
      await expect(right.send('GET', '/courses/')).resolves.toMatchObject({ status: 200 });
      await expect(right.send('GET', '/assets/api.css')).resolves.toMatchObject({ status: 200 });
      await expect(wrong.send('GET', '/courses/')).rejects.toThrow(/header Vary: "Accept"/);
    } finally {
      right.close();
      wrong.close();
    }
  });

  it('fails an answer read by raw HTTP, fetch or a service request (listening.ts) as it fails one of inject', async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port}/`;
    const head = (path: string, extra = '') => [`GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`];
    // The document read from a service's environment, as a started service's answers are judged: they pass.
    let forget = checkAnswersOfService(base, { ACCESS_POLICY: 'token-writes', GOAL_RATE_LIMIT: '0', WRITE_RATE_LIMIT: '0' });
    try {
      await expect(raw(port, head('/courses/'))).resolves.toMatchObject({ status: 200 });
      await expect(raw(port, head('/courses/', 'Authorization: Token nope\r\n'))).resolves.toMatchObject({ status: 401 });
      await expect(checkedFetch(`${base}courses/`, { headers: badToken })).resolves.toMatchObject({ status: 401 });
      await expect(request(`${base}healthz`)).resolves.toMatchObject({ status: 200 });
    } finally {
      forget();
    }
    // A document with a wrong header schema, or a wrong body schema: each way of reading fails.
    const wrongVary = mutated((d) => (d.components.headers.Vary.schema.enum = ['Origin']));
    forget = checkAnswersAt(port, async () => DocumentConformance.of(JSON.stringify(wrongVary)));
    try {
      await expect(raw(port, head('/courses/'))).rejects.toThrow(/header Vary: "Accept"/);
      await expect(checkedFetch(`${base}courses/`)).rejects.toThrow(/header Vary: "Accept"/);
      await expect(request(`${base}courses/`)).rejects.toThrow(/header Vary: "Accept"/);
    } finally {
      forget();
    }
    const wrongDetail = mutated((d) => (d.components.schemas.Detail.properties.detail = { type: 'integer' }));
    forget = checkAnswersAt(port, async () => DocumentConformance.of(JSON.stringify(wrongDetail)));
    try {
      await expect(raw(port, head('/courses/', 'Authorization: Token nope\r\n'))).rejects.toThrow(/→ 401: \/detail must be integer/);
      await expect(checkedFetch(`${base}courses/`, { headers: badToken })).rejects.toThrow(/\/detail must be integer/);
    } finally {
      forget();
    }
    // Once forgotten, the port's answers are not judged (as a service's are not after it exits).
    await expect(raw(port, head('/courses/'))).resolves.toMatchObject({ status: 200 });
  });

  it('judges only complete raw answers to a request line: not a head or body cut short, nor an answer to `HELLO`', () => {
    const get = Buffer.from('GET /courses/?x=1 HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const answer = (text: string) => Buffer.from(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n${text}`);
    expect(exchangeOf(get, answer('Content-Length: 9\r\n\r\n[1,2,3]'))).toBeUndefined();
    expect(exchangeOf(get, Buffer.from('HTTP/1.1 200 OK\r\nContent-Len'))).toBeUndefined();
    expect(exchangeOf(get, Buffer.alloc(0))).toBeUndefined();
    expect(exchangeOf(Buffer.from('HELLO\r\n\r\n'), answer('Content-Length: 2\r\n\r\n{}'))).toBeUndefined();
    expect(exchangeOf(get, answer('Transfer-Encoding: chunked\r\n\r\n3\r\n[1,\r\n'))).toBeUndefined();
    expect(exchangeOf(get, answer('Transfer-Encoding: chunked\r\n\r\n3\r\n[1,\r\n2\r\n2]\r\n0\r\n\r\n'))).toMatchObject({
      method: 'GET',
      url: '/courses/?x=1',
      requestHeaders: { host: 'localhost' },
      status: 200,
      contentType: 'application/json',
      body: Buffer.from('[1,2]'),
    });
    // A head cut short is still judged by its request line (a 408 answers one), a repeated header as sent.
    const cut = exchangeOf(
      Buffer.from('POST /courses/ HTTP/1.1\r\nHost: x\r\n'),
      answer('X-A: 1\r\nx-a: 2\r\nContent-Length: 2\r\n\r\n{}'),
    );
    expect(cut).toMatchObject({ method: 'POST', url: '/courses/', headers: { 'x-a': ['1', '2'] }, body: Buffer.from('{}') });
  });
});
