// Request ids (src/pipeline/request-id.ts): one well-formed X-Request-Id is kept; none, a
// malformed one or two are replaced by a fresh id; every answer carries it, whichever way the
// request came (the fast lane, Fastify's router), whoever answered (a view, admission, the
// 404, the console, the probes, /metrics, Node's parser), and the access log line names it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingRequestId, isWellFormedRequestId, MAX_REQUEST_ID_LENGTH, RequestIds } from '../../src/pipeline/request-id.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { raw, type RawResponse } from '../support/raw-http.js';
import { logLines } from '../support/log-lines.js';

/** A fresh id of ours: the app's 8 hex digits and a counter in base 36. */
const MADE = /^[0-9a-f]{8}-[0-9a-z]+$/;

describe('a well-formed request id', () => {
  it.each([
    ['a UUID', '3b241101-e2bb-4255-8caf-4136c566a962', true],
    ['a W3C trace id with a span', '4bf92f3577b34da6a3ce929d0e0e4736:00f067aa0ba902b7', true],
    ['every allowed character', 'AZaz09._:@/+=-', true],
    ['one character', 'x', true],
    ['200 characters', 'a'.repeat(MAX_REQUEST_ID_LENGTH), true],
    ['201 characters', 'a'.repeat(MAX_REQUEST_ID_LENGTH + 1), false],
    ['empty', '', false],
    ['a space', 'a b', false],
    ['a comma (two joined)', 'a,b', false],
    ['markup', '<script>', false],
    ['a quote', 'a"b', false],
    ['a backslash', 'a\\b', false],
    ['a tab', 'a\tb', false],
    ['a control character', 'a\u0001', false],
    ['DEL', 'a\u007f', false],
    ['latin-1', 'caf\u00e9', false],
  ])('%s: %s', (_what, value, ok) => {
    expect(isWellFormedRequestId(value)).toBe(ok);
  });

  it('is judged in time linear in its length', () => {
    const long = 'a'.repeat(1_000_000);
    const started = performance.now();
    for (let i = 0; i < 20; i++) isWellFormedRequestId(`${long}!`);
    expect(isWellFormedRequestId(long)).toBe(false); // too long, told at once
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('is the only X-Request-Id of the request, whatever the name’s case', () => {
    expect(incomingRequestId(['Host', 'a', 'X-Request-ID', 'abc'])).toBe('abc');
    expect(incomingRequestId(['x-request-id', 'abc', 'Accept', '*/*'])).toBe('abc');
    expect(incomingRequestId(['X-Request-Id', 'abc', 'x-request-id', 'abc'])).toBeUndefined();
    expect(incomingRequestId(['X-Request-Id', 'a b'])).toBeUndefined();
    expect(incomingRequestId(['X-Request-Idx', 'abc', 'X-Request-I', 'abc'])).toBeUndefined();
    expect(incomingRequestId(['X-Request-Ix', 'abc', 'X_Request_Id', 'abc', 'Content-Type', 'abc'])).toBeUndefined();
    expect(incomingRequestId([])).toBeUndefined();
  });

  it('is made fresh, one a request, well formed itself, a prefix per app', () => {
    const a = new RequestIds('0badcafe');
    const ids = [a.fresh(), a.fresh(), a.of(['X-Request-Id', 'mine']), a.of(['X-Request-Id', 'not mine'])];
    expect(ids).toEqual(['0badcafe-1', '0badcafe-2', 'mine', '0badcafe-3']);
    for (const id of ids) expect(isWellFormedRequestId(id)).toBe(true);
    expect(() => new RequestIds('bad prefix')).toThrow();
  });
});

describe.each(databaseKinds())('X-Request-Id over HTTP on %s', (kind) => {
  const { lines, stream } = logLines();
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { allowedHosts: 'default', logger: { level: 'info', stream } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());

  /** One request on its own connection; `extra` are whole header lines. */
  const send = (method: string, path: string, extra = '') =>
    raw(port, [`${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`]);

  /** The answer's X-Request-Id lines: exactly one, its value returned. */
  const idOf = (res: RawResponse): string => {
    const ids = res.lines.filter((l) => /^x-request-id:/i.test(l));
    expect(ids, res.lines.join('\n')).toHaveLength(1);
    return ids[0].slice(ids[0].indexOf(':') + 1).trim();
  };

  const loggedIds = () => lines.filter((l) => l.msg === 'request').map((l) => [l.url, l.reqId]);

  // The exact path is the fast lane's; the encoded one, Fastify's router's (one-pipeline.test.ts).
  for (const [way, path] of [
    ['the fast lane', '/courses/'],
    ['the router', '/cour%73es/'],
  ]) {
    it(`keeps one well-formed id on ${way}, sends it back and logs it`, async () => {
      lines.length = 0;
      const res = await send('GET', path, 'X-Request-Id: 3b241101-e2bb-4255-8caf-4136c566a962\r\n');
      expect(res.status).toBe(200);
      expect(idOf(res)).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
      expect(loggedIds()).toEqual([[path, '3b241101-e2bb-4255-8caf-4136c566a962']]);
    });

    it(`makes a fresh id on ${way} when there is none, and logs it`, async () => {
      lines.length = 0;
      const a = idOf(await send('GET', path));
      const b = idOf(await send('GET', path));
      expect(a).toMatch(MADE);
      expect(b).toMatch(MADE);
      expect(a).not.toBe(b);
      // One app, one prefix.
      expect(a.split('-')[0]).toBe(b.split('-')[0]);
      expect(loggedIds()).toEqual([
        [path, a],
        [path, b],
      ]);
    });

    it.each([
      ['malformed', 'X-Request-Id: <script>alert(1)</script>\r\n'],
      ['too long', `X-Request-Id: ${'a'.repeat(MAX_REQUEST_ID_LENGTH + 1)}\r\n`],
      ['empty', 'X-Request-Id:\r\n'],
      ['sent twice', 'X-Request-Id: first\r\nx-request-id: second\r\n'],
      ['sent twice alike', 'X-Request-Id: same\r\nX-Request-Id: same\r\n'],
    ])(`replaces an id %s on ${way} by a fresh one, without refusing the request`, async (_what, header) => {
      lines.length = 0;
      const res = await send('GET', path, header);
      expect(res.status).toBe(200);
      const id = idOf(res);
      expect(id).toMatch(MADE);
      expect(loggedIds()).toEqual([[path, id]]);
      expect(JSON.stringify(lines)).not.toContain('script');
    });
  }

  it('names the refusals of admission, kept or fresh', async () => {
    const twoHosts = await send('GET', '/courses/', 'Host: evil.example\r\nX-Request-Id: refused-1\r\n');
    expect(twoHosts.status).toBe(400);
    expect(idOf(twoHosts)).toBe('refused-1');
    const otherHost = await raw(port, ['GET /courses/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n']);
    expect(otherHost.status).toBe(400);
    expect(JSON.parse(otherHost.body)).toEqual({ detail: 'Invalid Host header.' });
    expect(idOf(otherHost)).toMatch(MADE);
    const tooLong = await send('GET', `/courses/?q=${'a'.repeat(8200)}`, 'X-Request-Id: refused-2\r\n');
    expect(tooLong.status).toBe(414);
    expect(idOf(tooLong)).toBe('refused-2');
  });

  it.each([
    ['a view’s error', 'PUT', '/smart-goals/', 405],
    ['the 404 page', 'GET', '/no/such/path/', 404],
    ['the APPEND_SLASH redirect', 'GET', '/courses', 301],
    ['a file', 'GET', '/assets/api.css', 200],
    ['the browsable page', 'GET', '/courses/?format=api', 200],
    ['the console', 'GET', '/admin/login/', 200],
    ['a probe', 'GET', '/healthz', 200],
    ['/metrics', 'GET', '/metrics', 200],
    ['the API’s description', 'GET', '/openapi.json', 200],
  ])('names %s', async (_what, method, path, status) => {
    const kept = await send(method, path, 'X-Request-Id: trace/42\r\n');
    expect(kept.status).toBe(status);
    expect(idOf(kept)).toBe('trace/42');
    expect(idOf(await send(method, path))).toMatch(MADE);
  });

  it('names what Node’s parser refused before any route, with a fresh id', async () => {
    const res = await raw(port, ['GET /courses/ HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n']);
    expect(res.status).toBe(400);
    expect(idOf(res)).toMatch(MADE);
  });

  it('comes last, after the headers of the recorded service, on a HEAD too', async () => {
    const res = await send('HEAD', '/courses/', 'X-Request-Id: head-1\r\n');
    expect(res.lines.map((l) => l.slice(0, l.indexOf(':')).toLowerCase()).filter((n) => n !== 'date' && n !== 'connection')).toEqual([
      'content-type',
      'vary',
      'allow',
      'x-frame-options',
      'content-length',
      'x-content-type-options',
      'referrer-policy',
      'x-request-id',
    ]);
    expect(idOf(res)).toBe('head-1');
  });
});
