// Who is asking (proxies.ts): the client's address for the rate limits, and the scheme and
// host of links, from X-Forwarded-* only as far as TRUST_PROXY and TRUST_FORWARDED_HOST say.
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { insertSmartGoals } from '../support/fixtures.js';

const PROXY = '10.0.0.5';

function post(t: TestApp, headers: Record<string, string>, remoteAddress = PROXY) {
  return t.app.inject({
    method: 'POST',
    url: '/smart-goals/',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ input: 'Learn Spanish' }),
  });
}

const getList = (t: TestApp, headers: Record<string, string>, remoteAddress = PROXY) =>
  t.app.inject({ method: 'GET', url: '/smart-goals/', remoteAddress, headers });

describe.each(databaseKinds())('TRUST_PROXY=1 (true) on %s', (kind) => {
  const t = useTestApp(kind, { trustProxy: true, goalRateLimit: 2, rateLimit: 5 });

  it('takes the client from the entry the proxy appended, so a forged leftmost entry changes nothing (GOAL_RATE_LIMIT)', async () => {
    for (let i = 0; i < 2; i++) expect((await post(t, { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.50` })).statusCode).toBe(201);
    const res = await post(t, { 'x-forwarded-for': '192.0.2.99, 203.0.113.50' });
    expect(res.statusCode).toBe(429);
    // Another client behind the same proxy has its own window.
    expect((await post(t, { 'x-forwarded-for': '192.0.2.99, 203.0.113.51' })).statusCode).toBe(201);
  });

  it('does not let forged entries escape RATE_LIMIT on every route', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'GET',
            url: '/courses/',
            remoteAddress: PROXY,
            headers: { 'x-forwarded-for': `forged-${i}, 203.0.113.60` },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('takes the peer as the client when there is no X-Forwarded-For', async () => {
    for (let i = 0; i < 2; i++) expect((await post(t, {}, '10.0.0.77')).statusCode).toBe(201);
    expect((await post(t, {}, '10.0.0.77')).statusCode).toBe(429);
  });

  it('takes a repeated X-Forwarded-For as one list, read from the right', async () => {
    const headers = { 'x-forwarded-for': ['198.51.100.1', '203.0.113.70'] as unknown as string };
    for (let i = 0; i < 2; i++) expect((await post(t, headers)).statusCode).toBe(201);
    expect((await post(t, { 'x-forwarded-for': '203.0.113.70' })).statusCode).toBe(429);
  });

  it('believes X-Forwarded-Proto from the proxy but never X-Forwarded-Host without TRUST_FORWARDED_HOST', async () => {
    await insertSmartGoals(t.db, 31);
    const res = await getList(t, { host: 'internal:8000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(JSON.parse(res.body).next).toBe('https://internal:8000/smart-goals/?limit=30&offset=30');
  });
});

describe.each(databaseKinds())('TRUST_PROXY=2 on %s', (kind) => {
  const t = useTestApp(kind, { trustProxy: 2, goalRateLimit: 1 });

  it('takes the client from the second entry from the right', async () => {
    expect((await post(t, { 'x-forwarded-for': 'forged, 198.51.100.5, 10.0.0.1' })).statusCode).toBe(201);
    expect((await post(t, { 'x-forwarded-for': 'other, 198.51.100.5, 10.0.0.2' })).statusCode).toBe(429);
    expect((await post(t, { 'x-forwarded-for': '198.51.100.6, 10.0.0.1' })).statusCode).toBe(201);
  });
});

describe.each(databaseKinds())('TRUST_PROXY as addresses on %s', (kind) => {
  const t = useTestApp(kind, { trustProxy: ['10.0.0.0/8', '192.0.2.1'], trustForwardedHost: true, goalRateLimit: 1 });

  it('skips every trusted proxy from the right and takes the first address that is not one', async () => {
    expect((await post(t, { 'x-forwarded-for': 'forged, 198.51.100.9, 192.0.2.1, 10.1.1.1' })).statusCode).toBe(201);
    expect((await post(t, { 'x-forwarded-for': '198.51.100.9' })).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-* from a peer that is not a trusted proxy', async () => {
    const direct = '198.51.100.200';
    expect((await post(t, { 'x-forwarded-for': '198.51.100.1' }, direct)).statusCode).toBe(201);
    expect((await post(t, { 'x-forwarded-for': '198.51.100.2' }, direct)).statusCode).toBe(429);
  });

  it('builds no link from X-Forwarded-* sent by a peer that is not a trusted proxy', async () => {
    const direct = '198.51.100.200';
    await insertSmartGoals(t.db, 31);
    const res = await getList(t, { host: 'localhost', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }, direct);
    expect(JSON.parse(res.body).next).toBe('http://localhost/smart-goals/?limit=30&offset=30');
  });

  it('takes an IPv4-mapped IPv6 peer as its IPv4 address', async () => {
    await insertSmartGoals(t.db, 31);
    const res = await getList(t, { host: 'internal', 'x-forwarded-host': 'api.example.org' }, '::ffff:10.9.9.9');
    expect(JSON.parse(res.body).next).toBe('http://api.example.org/smart-goals/?limit=30&offset=30');
  });
});

describe.each(databaseKinds())('TRUST_FORWARDED_HOST with ALLOWED_HOSTS on %s', (kind) => {
  const t = useTestApp(kind, { trustProxy: 1, trustForwardedHost: true, allowedHosts: ['api.example.org', 'internal'] });

  it('builds links from the forwarded host when it is allowed', async () => {
    await insertSmartGoals(t.db, 31);
    const res = await getList(t, { host: 'internal', 'x-forwarded-host': 'api.example.org', 'x-forwarded-proto': 'https' });
    expect(JSON.parse(res.body).next).toBe('https://api.example.org/smart-goals/?limit=30&offset=30');
  });

  it('refuses a forwarded host that is not allowed: it never reaches a link', async () => {
    await insertSmartGoals(t.db, 31);
    for (const path of ['/smart-goals/', '/courses/', '/pre-lead-statuses/']) {
      const res = await t.app.inject({
        method: 'GET',
        url: path,
        remoteAddress: PROXY,
        headers: { host: 'internal', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.body).toBe('{"detail":"Invalid Host header."}');
    }
  });
});
