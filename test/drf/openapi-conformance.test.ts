// The OpenAPI document as the service's own truth, beyond its shape (openapi.test.ts):
// - the document `npm run lint:openapi` lints is the one the service serves;
// - each operation's security is what ACCESS_POLICY makes it;
// - the checker that test/support/app.ts puts on every app's `inject` finds mismatches;
// - one sweep sends every operation its answers of every kind (200/201/204-less, 304, 400,
//   401, 404, 405, 406, 413, 415, 429) and HTML where the browsable page renders it, each
//   checked by that checker against the document.
import { describe, expect, it } from 'vitest';
import { ApiTokenService } from '../../src/accounts/tokens.js';
import { openApiDocumentOf } from '../../src/server/app.js';
import { ApiTokenRepository } from '../../src/store/repositories/api-tokens.js';
import { documentConfig } from '../../scripts/lint-openapi.js';
import { loadConfig } from '../../src/config.js';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { fixedClock } from '../../src/time/clock.js';
import { buildCheckedApp, createTestApp, TEST_NOW_MICROS, useTestApp } from '../support/app.js';
import { databaseKinds, openTestDatabase } from '../support/database.js';
import { insertCourses, insertSmartGoals } from '../support/fixtures.js';
import { checkAnswersOf, DocumentConformance, type RecordedExchange } from '../support/openapi-conformance.js';

type Json = Record<string, any>;

const COLLECTIONS = ['/smart-goals/', '/courses/', '/pre-lead-statuses/', '/feedbacks_needed/'];
const ANYONE = ['/healthz', '/readyz', '/openapi.json', '/docs', '/assets/{file}'];
const TOKENS = [{ Token: [] }, { Bearer: [] }];

function operations(doc: Json, paths: string[]): [string, string, Json][] {
  return paths.flatMap((p) =>
    Object.entries(doc.paths[p] as Json)
      .filter(([m]) => ['get', 'head', 'post', 'options'].includes(m))
      .map(([m, op]) => [p, m, op] as [string, string, Json]),
  );
}

describe('the OpenAPI document', () => {
  it('that npm run lint:openapi lints is the one the service serves, under two ACCESS_POLICYs, with and without RATE_LIMIT', async () => {
    for (const [policy, rateLimit] of [
      ['open', 0],
      ['token-writes', 600],
    ] as const) {
      const t = await createTestApp('pglite', { accessPolicy: policy, rateLimit, goalRateLimit: 20, writeRateLimit: 60 });
      try {
        const served = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).body;
        expect(served, policy).toBe(JSON.stringify(await openApiDocumentOf(documentConfig(policy, rateLimit))));
        const doc = JSON.parse(served);
        // The throttles that are on answer 429, on every operation with RATE_LIMIT.
        expect(Object.keys(doc.paths['/smart-goals/'].post.responses)).toContain('429');
        expect('429' in doc.paths['/healthz'].get.responses, policy).toBe(rateLimit > 0);
      } finally {
        await t.close();
      }
    }
  });

  it('gives each operation the security ACCESS_POLICY makes it: {} where anonymous requests are let in', async () => {
    const open = await openApiDocumentOf(documentConfig('open', 0));
    const writes = await openApiDocumentOf(documentConfig('token-writes', 0));
    const token = await openApiDocumentOf(documentConfig('token', 0));
    for (const doc of [open, writes, token]) {
      expect((doc.components as Json).securitySchemes).toEqual({
        Token: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
        Bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      });
      for (const [p, m, op] of operations(doc, ANYONE)) expect(op.security, `${m} ${p}`).toEqual([{}]);
    }
    for (const [p, m, op] of operations(open, [...COLLECTIONS, '/metrics'])) expect(op.security, `${m} ${p}`).toEqual([...TOKENS, {}]);
    for (const [p, m, op] of operations(writes, [...COLLECTIONS, '/metrics'])) {
      expect(op.security, `${m} ${p}`).toEqual(m === 'post' ? TOKENS : [...TOKENS, {}]);
    }
    for (const [p, m, op] of operations(token, [...COLLECTIONS, '/metrics'])) expect(op.security, `${m} ${p}`).toEqual(TOKENS);
    // Every operation of every path says who may call it.
    for (const doc of [open, writes, token]) {
      for (const [p, m, op] of operations(doc, Object.keys(doc.paths))) expect(op.security, `${m} ${p}`).toBeDefined();
    }
  });

  it('states the formats and lengths of the fields, the course dates and links included', async () => {
    const doc = await openApiDocumentOf(documentConfig('open', 0));
    const course = doc.components.schemas.Course as Json;
    const input = doc.components.schemas.CourseInput as Json;
    expect(course.properties.date_w1).toMatchObject({ type: ['string', 'null'], format: 'date-time' });
    expect(input.properties.date_w1.pattern).toBeDefined();
    expect(course.properties.recording_w1).toMatchObject({ maxLength: 200, anyOf: [{ format: 'iri' }, { maxLength: 0 }] });
    expect(course.properties.title.maxLength).toBe(255);
    expect(course.properties.created_by.type).toEqual(['integer', 'null']);
    expect((doc.components.schemas.SmartGoal as Json).properties.created_at.format).toBe('date-time');
    expect(doc.info).toMatchObject({ license: { name: 'MIT', identifier: 'MIT' }, contact: { name: expect.any(String) } });
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    for (const p of ['/smart-goals/', '/courses/']) {
      const content = (doc.paths[p].post as Json).requestBody.content as Json;
      for (const media of Object.values(content)) expect(media.example).toBeDefined();
    }
  });
});

describe("the operators' contact in the served document", () => {
  it('is OPENAPI_CONTACT_URL and OPENAPI_CONTACT_EMAIL as configured, and only the maintainers by name without them', async () => {
    const database = await openTestDatabase('pglite');
    const served = async (env: Record<string, string>) => {
      const config = loadConfig({ ALLOWED_HOSTS: '*', ...env });
      const app = await buildCheckedApp({ db: database.db, clock: fixedClock(TEST_NOW_MICROS), goals: createOfflineGenerator(), config });
      try {
        const res = await app.inject({ method: 'GET', url: '/openapi.json' });
        expect(res.body).toBe(JSON.stringify(await openApiDocumentOf(config)));
        return JSON.parse(res.body).info.contact;
      } finally {
        await app.close();
      }
    };
    try {
      expect(await served({})).toEqual({ name: 'mentoring-api maintainers' });
      expect(
        await served({ OPENAPI_CONTACT_URL: 'https://mentoring.example.org/kontakt', OPENAPI_CONTACT_EMAIL: 'api@example.org' }),
      ).toEqual({
        name: 'The operators of this mentoring-api service',
        url: 'https://mentoring.example.org/kontakt',
        email: 'api@example.org',
      });
      expect(await served({ OPENAPI_CONTACT_EMAIL: 'api@example.org' })).toEqual({
        name: 'The operators of this mentoring-api service',
        email: 'api@example.org',
      });
    } finally {
      await database.close();
    }
  });
});

describe("the checker on every app's inject", () => {
  const doc = async () => JSON.stringify(await openApiDocumentOf(documentConfig('open', 0)));
  const exchange = (over: Partial<RecordedExchange>): RecordedExchange => ({
    method: 'GET',
    url: '/courses/',
    requestHeaders: {},
    status: 200,
    contentType: 'application/json',
    // What a collection's answer carries (the 405 of another method too).
    headers: { 'content-type': 'application/json', allow: 'GET, POST, HEAD, OPTIONS', vary: 'Accept', 'x-request-id': 'a1b2c3d4-1' },
    body: Buffer.from('[]'),
    ...over,
  });
  const course = {
    id: 1,
    created_by: null,
    title: 'T',
    code: 1,
    gsheet_name: 'G',
    date_w1: '2027-01-12T18:00:00+01:00',
    date_w2: null,
    date_w3: null,
    event_w1: '',
    event_w2: '',
    event_w3: '',
    recording_w1: 'https://exämple.org/rec',
    recording_w2: '',
    recording_w3: null,
    deactivated: false,
  };

  it('accepts what the document says and finds every kind of mismatch', async () => {
    const c = DocumentConformance.of(await doc());
    expect(c.problems(exchange({ body: Buffer.from(JSON.stringify([course])) }))).toEqual([]);
    expect(c.problems(exchange({ contentType: 'text/html; charset=utf-8', body: Buffer.from('<html>') }))).toEqual([]);
    expect(c.problems(exchange({ method: 'HEAD', body: Buffer.alloc(0) }))).toEqual([]);
    expect(c.problems(exchange({ method: 'PUT', status: 405, body: Buffer.from('{"detail":"Method \\"PUT\\" not allowed."}') }))).toEqual(
      [],
    );
    // Not the document's: the console, an unknown path, an asset name not listed.
    expect(c.problems(exchange({ url: '/admin/', status: 418, contentType: 'text/plain' }))).toEqual([]);
    expect(c.problems(exchange({ url: '/assets/%2e%2e/openapi.json', status: 200, body: Buffer.from('{}') }))).toEqual([]);

    const wrong = (over: Partial<RecordedExchange>) => c.problems(exchange(over));
    expect(wrong({ status: 418 })).toEqual([expect.stringContaining('status 418 is not documented')]);
    expect(wrong({ contentType: 'text/plain' })).toEqual([expect.stringContaining('content type text/plain is not documented')]);
    expect(wrong({ body: Buffer.from('{}') })).not.toEqual([]);
    expect(wrong({ body: Buffer.from(JSON.stringify([{ ...course, date_w1: '2027-01-12 18:00' }])) })).not.toEqual([]);
    expect(wrong({ body: Buffer.from(JSON.stringify([{ ...course, recording_w1: 'not a link' }])) })).not.toEqual([]);
    expect(wrong({ body: Buffer.from(JSON.stringify([{ ...course, title: 'x'.repeat(256) }])) })).not.toEqual([]);
    expect(wrong({ body: Buffer.from(JSON.stringify([{ ...course, extra: 1 }])) })).not.toEqual([]);
    expect(wrong({ method: 'HEAD', body: Buffer.from('[]') })).toEqual([expect.stringContaining('HEAD answered a body')]);
    expect(wrong({ method: 'PUT', status: 200 })).toEqual([expect.stringContaining('PUT is not documented')]);
    expect(wrong({ method: 'PUT', status: 405, body: Buffer.from('{"error":"no"}') })).not.toEqual([]);
    expect(wrong({ url: '/healthz', body: Buffer.from('{"status":"fine"}') })).not.toEqual([]);
    expect(wrong({ url: '/assets/api.css', contentType: 'text/plain' })).not.toEqual([]);
  });

  it('makes inject reject an answer that does not match, and pass one that does', async () => {
    const headers = { 'content-type': 'application/json', allow: 'GET, POST, HEAD, OPTIONS', vary: 'Accept', 'x-request-id': 'a1b2c3d4-1' };
    const answers = [
      { statusCode: 200, headers, rawPayload: Buffer.from('[]') },
      { statusCode: 200, headers, rawPayload: Buffer.from('{"count":1}') },
    ];
    const app = { inject: async (..._args: unknown[]) => answers.shift() };
    checkAnswersOf(app, await doc());
    await expect(app.inject({ method: 'GET', url: '/courses/' })).resolves.toMatchObject({ statusCode: 200 });
    await expect(app.inject({ method: 'GET', url: '/courses/?format=json' })).rejects.toThrow(/does not match the OpenAPI document/);
  });
});

describe.each(databaseKinds())('every operation and its answers, checked against the document, on %s', (kind) => {
  // RATE_LIMIT is per client address; the sweep stays well under it until it asks for the 429.
  const t = useTestApp(kind, { accessPolicy: 'token-writes', rateLimit: 250, goalRateLimit: 100, writeRateLimit: 100 });
  const seen = new Map<string, Set<number>>();
  const send = async (method: string, url: string, headers: Record<string, string> = {}, payload?: string | Buffer) => {
    // t.app.inject rejects any answer the document does not describe (test/support/app.ts).
    const res = await t.app.inject({ method: method as 'GET', url, headers, payload });
    const key = `${method} ${url.split('?')[0]}`;
    if (!seen.has(key)) seen.set(key, new Set());
    seen.get(key)!.add(res.statusCode);
    return res;
  };
  const json = { 'content-type': 'application/json' };

  it('answers each operation as documented: successes, HTML, credentials, negotiation, bodies, methods, caches', async () => {
    await insertSmartGoals(t.db, 3);
    await insertCourses(t.db, 2);
    const { key } = await new ApiTokenService(new ApiTokenRepository(t.db)).create('alice', t.clock);
    const token = { authorization: `Token ${key}` };
    const bearer = { authorization: `Bearer ${key}` };
    const bad = { authorization: 'Token nope' };
    for (const p of COLLECTIONS) {
      for (const m of ['GET', 'HEAD', 'OPTIONS']) {
        await send(m, p);
        await send(m, `${p}?format=api`);
        await send(m, p, { accept: 'text/html' });
        await send(m, p, bad);
        await send(m, p, { ...bad, accept: 'text/html' });
        await send(m, `${p}?format=xml`);
        await send(m, p, { accept: 'application/xml' });
      }
      await send('OPTIONS', p, token);
      await send('PUT', p, token);
      await send('DELETE', p);
    }
    const goal = JSON.stringify({ input: 'Run a 10 km race in under an hour by June.' });
    const course = JSON.stringify({ title: 'Storytelling', code: 2601, gsheet_name: 'Story', recording_w1: 'https://exämple.org/r' });
    for (const [p, body] of [
      ['/smart-goals/', goal],
      ['/courses/', course],
    ]) {
      await send('POST', p, json, body);
      await send('POST', p, { ...json, accept: 'text/html' }, body);
      await send('POST', p, { ...json, ...token }, body);
      await send('POST', p, { ...json, ...bearer, accept: 'text/html' }, body);
      await send('POST', p, { ...json, ...token }, '{}');
      await send('POST', p, { ...json, ...token, accept: 'text/html' }, '{}');
      await send('POST', p, { ...json, ...token }, '{"title": ');
      await send('POST', p, { ...json, ...token }, '[1]');
      await send('POST', p, { 'content-type': 'text/plain', ...token }, 'hello');
      await send('POST', p, { ...json, ...token }, Buffer.alloc(1024 * 1024 + 1, 0x20));
      await send('POST', p, { ...json, ...token, 'idempotency-key': 'k1' }, body);
      await send('POST', p, { ...json, ...token, 'idempotency-key': 'k1' }, body);
      await send('POST', p, { ...json, ...token, 'idempotency-key': 'k1' }, '{"other": 1}');
      await send('POST', `${p}?format=xml`, { ...json, ...token }, body);
    }
    for (const p of [
      '/healthz',
      '/readyz',
      '/metrics',
      '/openapi.json',
      '/docs',
      '/assets/api.css',
      '/assets/swagger-ui/swagger-ui-bundle.js.map',
    ]) {
      const res = await send('GET', p, p === '/metrics' ? token : {});
      await send('HEAD', p);
      if (res.headers.etag) await send('GET', p, { 'if-none-match': String(res.headers.etag) });
      await send('POST', p, json, '{}');
    }
    await send('GET', '/metrics', bad);
    await send('GET', '/assets/nothing.css');
    await send('GET', '/courses/', { host: 'bad host' });
    await send('GET', '/healthz', { host: 'bad host' });

    const statuses = (key: string) => [...(seen.get(key) ?? [])].sort();
    expect(statuses('GET /smart-goals/')).toEqual([200, 401, 404, 406].sort());
    expect(statuses('GET /courses/')).toEqual([200, 400, 401, 404, 406].sort());
    expect(statuses('POST /smart-goals/')).toEqual([201, 400, 401, 404, 413, 415, 422].sort());
    expect(statuses('POST /courses/')).toEqual([201, 400, 401, 404, 413, 415, 422].sort());
    expect(statuses('PUT /courses/')).toEqual([405]);
    // Anonymous: DRF checks permissions before the method (token-writes).
    expect(statuses('DELETE /courses/')).toEqual([401]);
    expect(statuses('GET /metrics')).toEqual([200, 401]);
    expect(statuses('GET /openapi.json')).toEqual([200, 304]);
    expect(statuses('GET /assets/api.css')).toEqual([200, 304]);
    expect(statuses('POST /healthz')).toEqual([405]);

    // RATE_LIMIT's 429, on a collection and beside it.
    let throttled = 0;
    for (let i = 0; i < 300 && throttled < 2; i++) {
      const res = await send('GET', i % 2 ? '/healthz' : '/pre-lead-statuses/');
      if (res.statusCode === 429) throttled++;
    }
    expect(throttled).toBe(2);
  });
});
