// Abuse limits over real sockets (Node's parser and timers are part of what is tested):
// URL and header sizes, slow clients, the per-client rate limit on every route, the body
// limit; every refusal in the contract's shape with the security headers, nothing stored.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HEADER_BYTES, MAX_URL_BYTES } from '../../src/pipeline/limits.js';
import { createTestApp, TEST_NOW_MICROS, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { expectContractError, raw } from '../support/raw-http.js';

async function goals(t: TestApp): Promise<number> {
  const [row] = await t.db.rows<{ n: string }>(sql`SELECT count(*) AS n FROM smart_goals`);
  return Number(row.n);
}

describe.each(databaseKinds())('request limits on %s', (kind) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // Short client timeouts so that a slow client is cut within the test's time.
    t = await createTestApp(kind, { clientTimeouts: { headersMs: 600, requestMs: 1_200 }, rateLimit: 0 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());

  it(`answers 414 for a URL over ${MAX_URL_BYTES} bytes, before any route runs`, async () => {
    const res = await raw(port, [`GET /smart-goals/?q=${'a'.repeat(MAX_URL_BYTES)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`]);
    expectContractError(res, 414, `Request URL is longer than ${MAX_URL_BYTES} bytes.`);
    expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
  });

  it('serves a URL just under the limit', async () => {
    const path = '/smart-goals/?q=';
    const res = await raw(port, [`GET ${path}${'a'.repeat(MAX_URL_BYTES - path.length)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`]);
    expect(res.status).toBe(200);
  });

  it(`answers 431 for headers over ${MAX_HEADER_BYTES} bytes and closes the connection`, async () => {
    const res = await raw(port, [`GET /courses/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(MAX_HEADER_BYTES)}\r\n\r\n`]);
    expectContractError(res, 431, 'Request header fields are too large.');
    expect(res.headers.connection).toBe('close');
  });

  it('answers 400 in the contract’s shape for bytes that are not HTTP', async () => {
    expectContractError(await raw(port, ['HELLO\r\n\r\n']), 400, 'Bad request.');
  });

  it('cuts a client that sends its headers too slowly (408) and one that sends its body too slowly', async () => {
    const slowHeaders = await raw(port, ['GET /courses/ HTTP/1.1\r\n', 'Host: x\r\n'], { pauseMs: 1_500 });
    expectContractError(slowHeaders, 408, 'The request was not received in time.');
    const body = JSON.stringify({ input: 'I want to learn Spanish.' });
    const head = `POST /smart-goals/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const slowBody = await raw(port, [head, body.slice(0, 5), body.slice(5)], { pauseMs: 2_000 });
    expectContractError(slowBody, 408, 'The request was not received in time.');
    expect(await goals(t)).toBe(0);
    // The service goes on serving.
    expect((await t.app.inject({ method: 'GET', url: '/courses/' })).statusCode).toBe(200);
  });

  it('answers 413 for a body over 1 MiB, declared or streamed, and stores nothing', async () => {
    const big = JSON.stringify({ input: 'x'.repeat(1024 * 1024) });
    const declared = await raw(port, [
      `POST /smart-goals/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\nConnection: close\r\n\r\n`,
    ]);
    expectContractError(declared, 413, 'Request body is larger than 1048576 bytes.');
    const chunked = await raw(port, [
      'POST /smart-goals/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      `${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`,
    ]);
    expectContractError(chunked, 413, 'Request body is larger than 1048576 bytes.');
    expect(await goals(t)).toBe(0);
  });
});

describe.each(databaseKinds())('RATE_LIMIT on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: 5 });
  });
  afterAll(async () => t?.close());

  it('counts every route per client and answers DRF’s 429 with Retry-After past the limit', async () => {
    const from = (ip: string, url: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });
    const paths = ['/courses/', '/healthz', '/nowhere', '/openapi.json', '/pre-lead-statuses/'];
    for (const p of paths) expect((await from('10.0.0.1', p)).statusCode, p).toBeLessThan(429);
    for (const p of ['/courses/', '/healthz', '/nowhere']) {
      const res = await from('10.0.0.1', p);
      expect(res.statusCode, p).toBe(429);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.json()).toEqual({ detail: 'Request was throttled. Expected available in 60 seconds.' });
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    // Another client has its own allowance.
    expect((await from('10.0.0.2', '/courses/')).statusCode).toBe(200);
    // The window slides: a minute later the first client is served again.
    t.clock.set(TEST_NOW_MICROS + 60_000_000n);
    expect((await from('10.0.0.1', '/courses/')).statusCode).toBe(200);
  });
});
