// The admission step (admission.ts) over real sockets, on Fastify's path and the fast lane
// alike: the head's size as sent, headers that must be single, and ALLOWED_HOSTS.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HEADER_BYTES } from '../../src/pipeline/limits.js';
import { ApiTokenRepository } from '../../src/store/repositories/api-tokens.js';
import { hashKey } from '../../src/accounts/tokens.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { expectContractError, raw } from '../support/raw-http.js';

async function courses(t: TestApp): Promise<number> {
  const [row] = await t.db.rows<{ n: string }>(sql`SELECT count(*) AS n FROM courses`);
  return Number(row.n);
}

const COURSE = JSON.stringify({ title: 'T', code: 1, gsheet_name: 'g' });

describe.each(databaseKinds())('admission on %s', (kind) => {
  let t: TestApp;
  let port: number;
  const get = (path: string, headers: string) => raw(port, [`GET ${path} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`]);

  beforeAll(async () => {
    // The service's own default ALLOWED_HOSTS: localhost, 127.0.0.1, [::1].
    t = await createTestApp(kind, { allowedHosts: 'default', accessPolicy: 'token-writes' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());

  describe('the head is counted as sent', () => {
    // Node's parser counts names and values only: 15,000 empty header lines are 60 kB on the
    // wire but 15 kB to it.
    const emptyLines = 'X:\r\n'.repeat(15_000);

    it.each(['/pre-lead-statuses/', '/smart-goals/', '/nowhere'])(`answers 431 for 15,000 empty header lines on %s`, async (path) => {
      expectContractError(await get(path, `Host: localhost\r\n${emptyLines}`), 431, 'Request header fields are too large.');
    });

    it('serves a head of many short lines under the limit', async () => {
      const lines = 'X:\r\n'.repeat(Math.floor((MAX_HEADER_BYTES - 200) / 4));
      expect((await get('/pre-lead-statuses/', `Host: localhost\r\n${lines}`)).status).toBe(200);
    });

    it('stores nothing when a POST’s head is too large', async () => {
      const before = await courses(t);
      const res = await raw(port, [
        `POST /courses/ HTTP/1.1\r\nHost: localhost\r\n${emptyLines}Content-Type: application/json\r\nContent-Length: ${COURSE.length}\r\nConnection: close\r\n\r\n${COURSE}`,
      ]);
      expect(res.status).toBe(431);
      expect(await courses(t)).toBe(before);
    });
  });

  describe('headers that must be single', () => {
    it.each([
      ['Host', 'Host: localhost\r\nHost: evil.example\r\n'],
      ['Host', 'host: localhost\r\nHOST: localhost\r\n'],
    ])('answers 400 for two %s headers, on the fast lane’s path too', async (name, headers) => {
      for (const path of ['/pre-lead-statuses/', '/smart-goals/']) {
        expectContractError(await get(path, headers), 400, `Request has more than one ${name} header.`);
      }
    });

    it('answers 400 for two Authorization headers instead of believing the first', async () => {
      const key = 'k'.repeat(40);
      const before = await courses(t);
      await new ApiTokenRepository(t.db).create({
        username: 'twice',
        keyHash: hashKey(key),
        keyPrefix: key.slice(0, 6),
        now: '2026-11-22T04:00:00.000000Z',
      });
      const res = await raw(port, [
        `POST /courses/ HTTP/1.1\r\nHost: localhost\r\nAuthorization: Token ${key}\r\nAuthorization: Token wrong\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${COURSE.length}\r\nConnection: close\r\n\r\n${COURSE}`,
      ]);
      expectContractError(res, 400, 'Request has more than one Authorization header.');
      expect(await courses(t)).toBe(before);
      // The same request with the token once is let in.
      const once = await raw(port, [
        `POST /courses/ HTTP/1.1\r\nHost: localhost\r\nAuthorization: Token ${key}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${COURSE.length}\r\nConnection: close\r\n\r\n${COURSE}`,
      ]);
      expect(once.status).toBe(201);
    });

    it.each([
      ['Content-Length', `Content-Length: ${COURSE.length}\r\nContent-Length: ${COURSE.length}\r\n`],
      ['Transfer-Encoding', 'Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n'],
    ])('answers 400 for two %s headers and stores nothing', async (_name, headers) => {
      const before = await courses(t);
      const body = headers.startsWith('Transfer') ? `${COURSE.length.toString(16)}\r\n${COURSE}\r\n0\r\n\r\n` : COURSE;
      const res = await raw(port, [
        `POST /courses/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}Connection: close\r\n\r\n${body}`,
      ]);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('application/json');
      expect(await courses(t)).toBe(before);
    });
  });

  describe('ALLOWED_HOSTS', () => {
    it.each([
      '/pre-lead-statuses/',
      '/courses/',
      '/smart-goals/',
      '/feedbacks_needed/',
      '/openapi.json',
      '/docs',
      '/nowhere',
      '/smart-goals',
    ])('answers 400 {"detail":"Invalid Host header."} for a host not allowed on %s', async (path) => {
      expectContractError(await get(path, 'Host: evil.example\r\n'), 400, 'Invalid Host header.');
    });

    it('answers as usual for the default names, with or without a port', async () => {
      for (const host of ['localhost', 'LOCALHOST:8000', 'localhost.', '127.0.0.1:80', '[::1]:8000', '[::1]']) {
        expect((await get('/pre-lead-statuses/', `Host: ${host}\r\n`)).status, host).toBe(200);
      }
    });

    it('gives the collections’ error answers their Allow header', async () => {
      const res = await get('/courses/', 'Host: evil.example\r\n');
      expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
      expect(res.headers.vary).toBe('Accept');
    });

    it('stores nothing for a POST to a host not allowed', async () => {
      const before = await courses(t);
      const res = await raw(port, [
        `POST /courses/ HTTP/1.1\r\nHost: evil.example\r\nContent-Type: application/json\r\nContent-Length: ${COURSE.length}\r\nConnection: close\r\n\r\n${COURSE}`,
      ]);
      expectContractError(res, 400, 'Invalid Host header.');
      expect(await courses(t)).toBe(before);
    });

    it('answers the probes and metrics whatever the Host (they are asked by address)', async () => {
      for (const path of ['/healthz', '/readyz', '/metrics']) expect((await get(path, 'Host: 10.1.2.3:8000\r\n')).status, path).toBe(200);
    });

    it('rebuilds the host of an HTTP/1.0 request without one from the address it came in on', async () => {
      const res = await raw(port, ['GET /pre-lead-statuses/ HTTP/1.0\r\n\r\n']);
      expect(res.status).toBe(200);
    });
  });
});

describe.each(databaseKinds())('ALLOWED_HOSTS with a domain and its subdomains on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { allowedHosts: ['.example.org', 'api.example.net'] });
  });
  afterAll(async () => t?.close());

  it.each([
    ['example.org', 200],
    ['api.example.org:8443', 200],
    ['a.b.example.org', 200],
    ['API.Example.Net', 200],
    ['evil-example.org', 400],
    ['example.org.evil.test', 400],
    ['www.example.net', 400],
    ['localhost', 400],
  ])('Host %s → %i', async (host, status) => {
    expect((await t.app.inject({ method: 'GET', url: '/courses/', headers: { host } })).statusCode).toBe(status);
  });
});
