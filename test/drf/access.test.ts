// ACCESS_POLICY and token authentication through HTTP on a real database: DRF's
// TokenAuthentication (Token and Bearer), its 401 bodies and WWW-Authenticate, DRF's order
// (authentication and permissions before the method check), OPTIONS and the browsable page
// offering POST only to whom may POST, created_by from the token, revocation seen at once
// (also by a second instance on the same PostgreSQL database), idempotency keys per user.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { ApiTokenRepository } from '../../src/store/repositories/api-tokens.js';
import { ApiTokenService } from '../../src/accounts/tokens.js';
import { fixedClock } from '../../src/time/clock.js';
import { buildCheckedApp, TEST_NOW_MICROS, useTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';

const COURSE = { title: 'Storytelling', code: 2601, gsheet_name: 'Story' };
const NOT_PROVIDED = { detail: 'Authentication credentials were not provided.' };
const INVALID = { detail: 'Invalid token.' };
const API_PATHS = ['/smart-goals/', '/courses/', '/pre-lead-statuses/', '/feedbacks_needed/'];

async function newToken(t: TestApp, username: string) {
  return new ApiTokenService(new ApiTokenRepository(t.db)).create(username, t.clock);
}

function request(t: TestApp, method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

async function count(t: TestApp, table: 'smart_goals' | 'courses'): Promise<number> {
  const [row] = await t.db.rows<{ n: string }>(sql.raw(`SELECT count(*) AS n FROM ${table}`));
  return Number(row.n);
}

function expectRefused(res: Awaited<ReturnType<typeof request>>, body: unknown, allow: string) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.headers['www-authenticate']).toBe('Token');
  expect(res.headers['content-type']).toBe('application/json');
  expect(res.headers.allow).toBe(allow);
  expect(res.headers.vary).toBe('Accept');
  expect(res.headers['x-frame-options']).toBe('DENY');
  if (res.body !== '') expect(JSON.parse(res.body)).toEqual(body);
}

describe.each(databaseKinds())('access control on %s', (kind) => {
  describe('ACCESS_POLICY=token-writes', () => {
    const t = useTestApp(kind, { accessPolicy: 'token-writes' });

    it('lets anonymous clients read every collection', async () => {
      for (const path of API_PATHS) expect((await request(t, 'GET', path)).statusCode, path).toBe(200);
    });

    it('refuses an anonymous POST with DRF’s NotAuthenticated and stores nothing', async () => {
      expectRefused(
        await request(t, 'POST', '/smart-goals/', {}, { input: 'I want to run a marathon.' }),
        NOT_PROVIDED,
        'GET, POST, HEAD, OPTIONS',
      );
      expectRefused(await request(t, 'POST', '/courses/', {}, COURSE), NOT_PROVIDED, 'GET, POST, HEAD, OPTIONS');
      expect(await count(t, 'smart_goals')).toBe(0);
      expect(await count(t, 'courses')).toBe(0);
    });

    it('accepts a POST with "Token <key>" and with "Bearer <key>", any case of the keyword', async () => {
      const { key } = await newToken(t, 'alice');
      for (const auth of [`Token ${key}`, `Bearer ${key}`, `token ${key}`, `BEARER\t${key}`]) {
        const res = await request(t, 'POST', '/smart-goals/', { authorization: auth }, { input: 'I want to learn Spanish.' });
        expect(res.statusCode, auth).toBe(201);
      }
      expect(await count(t, 'smart_goals')).toBe(4);
    });

    it('answers 401 before 405 for an anonymous PUT, as DRF checks permissions first; 405 with a token', async () => {
      expectRefused(await request(t, 'PUT', '/courses/'), NOT_PROVIDED, 'GET, POST, HEAD, OPTIONS');
      expectRefused(await request(t, 'DELETE', '/pre-lead-statuses/'), NOT_PROVIDED, 'GET, HEAD, OPTIONS');
      const { key } = await newToken(t, 'alice');
      const res = await request(t, 'PUT', '/courses/', { authorization: `Token ${key}` });
      expect(res.statusCode).toBe(405);
      expect(JSON.parse(res.body)).toEqual({ detail: 'Method "PUT" not allowed.' });
    });

    it('describes POST in OPTIONS only to a client that may POST (SimpleMetadata checks permissions)', async () => {
      const anonymous = JSON.parse((await request(t, 'OPTIONS', '/courses/')).body);
      expect(anonymous.actions).toBeUndefined();
      expect(anonymous.name).toBe('Course List');
      const { key } = await newToken(t, 'alice');
      const withToken = JSON.parse((await request(t, 'OPTIONS', '/courses/', { authorization: `Token ${key}` })).body);
      expect(Object.keys(withToken.actions.POST)).toContain('title');
    });

    it('shows the browsable POST forms only to a client that may POST', async () => {
      const anonymous = await request(t, 'GET', '/courses/?format=api');
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.body).not.toContain('<form');
      const { key } = await newToken(t, 'alice');
      const withToken = await request(t, 'GET', '/courses/?format=api', { authorization: `Token ${key}` });
      expect(withToken.body).toContain('<form');
    });

    it('sets created_by to the token’s user, never to what the body says', async () => {
      const alice = await newToken(t, 'alice');
      const bob = await newToken(t, 'bob');
      expect(bob.user.id).not.toBe(alice.user.id);
      const res = await request(t, 'POST', '/courses/', { authorization: `Bearer ${bob.key}` }, { ...COURSE, created_by: alice.user.id });
      expect(res.statusCode).toBe(201);
      expect(JSON.parse(res.body).created_by).toBe(bob.user.id);
      expect((await request(t, 'GET', '/courses/')).json()[0].created_by).toBe(bob.user.id);
    });

    it('refuses a revoked token on the very next request', async () => {
      const service = new ApiTokenService(new ApiTokenRepository(t.db));
      const { id, key } = await service.create('alice', t.clock);
      const auth = { authorization: `Token ${key}` };
      expect((await request(t, 'POST', '/courses/', auth, COURSE)).statusCode).toBe(201);
      expect(await service.revoke(id)).toBe(true);
      expectRefused(await request(t, 'POST', '/courses/', auth, COURSE), INVALID, 'GET, POST, HEAD, OPTIONS');
      expect(await count(t, 'courses')).toBe(1);
    });

    it('keeps Idempotency-Keys apart per user: the same key from two users makes two records', async () => {
      const alice = await newToken(t, 'alice');
      const bob = await newToken(t, 'bob');
      const body = { input: 'I want to learn Spanish.' };
      const a = await request(t, 'POST', '/smart-goals/', { authorization: `Token ${alice.key}`, 'idempotency-key': 'k-1' }, body);
      const b = await request(t, 'POST', '/smart-goals/', { authorization: `Token ${bob.key}`, 'idempotency-key': 'k-1' }, body);
      const again = await request(t, 'POST', '/smart-goals/', { authorization: `Token ${alice.key}`, 'idempotency-key': 'k-1' }, body);
      expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([201, 201, 201]);
      expect(b.json().id).not.toBe(a.json().id);
      expect(again.json()).toEqual(a.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await count(t, 'smart_goals')).toBe(2);
    });
  });

  describe('bad credentials (refused under every policy, as DRF authenticates every request)', () => {
    const t = useTestApp(kind, { accessPolicy: 'open' });
    const cases: [string, string, string][] = [
      ['an unknown key', 'Token 0123456789abcdef0123456789abcdef01234567', 'Invalid token.'],
      ['an unknown Bearer key', 'Bearer nope', 'Invalid token.'],
      ['the keyword alone', 'Token', 'Invalid token header. No credentials provided.'],
      ['the keyword and spaces', 'Bearer   ', 'Invalid token header. No credentials provided.'],
      ['a key with a space', 'Token abc def', 'Invalid token header. Token string should not contain spaces.'],
      ['a key that is not UTF-8', 'Token abc\xff', 'Invalid token header. Token string should not contain invalid characters.'],
    ];

    it.each(cases)('answers 401 for %s, on a GET too', async (_what, authorization, detail) => {
      for (const method of ['GET', 'POST']) {
        const res = await request(t, method, '/courses/', { authorization }, method === 'POST' ? COURSE : undefined);
        expectRefused(res, { detail }, 'GET, POST, HEAD, OPTIONS');
      }
      expect(await count(t, 'courses')).toBe(0);
    });

    it('leaves other schemes alone: Basic credentials make an anonymous request', async () => {
      const res = await request(t, 'POST', '/courses/', { authorization: 'Basic YWxpY2U6c2VjcmV0' }, COURSE);
      expect(res.statusCode).toBe(201);
      expect(res.json().created_by).toBeNull();
    });

    it('lets anonymous clients write under the open policy (created_by null), and records the user when a token is sent', async () => {
      expect((await request(t, 'POST', '/courses/', {}, COURSE)).json().created_by).toBeNull();
      const { key, user } = await newToken(t, 'carol');
      expect((await request(t, 'POST', '/courses/', { authorization: `Token ${key}` }, COURSE)).json().created_by).toBe(user.id);
    });
  });

  describe('ACCESS_POLICY=token', () => {
    const t = useTestApp(kind, { accessPolicy: 'token' });

    it('refuses every method of every collection without a token, HEAD and OPTIONS included', async () => {
      for (const path of API_PATHS) {
        const allow = path === '/smart-goals/' || path === '/courses/' ? 'GET, POST, HEAD, OPTIONS' : 'GET, HEAD, OPTIONS';
        for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PATCH']) {
          const res = await request(t, method, path);
          expectRefused(res, NOT_PROVIDED, allow);
          if (method === 'HEAD') expect(res.body).toBe('');
        }
      }
    });

    it('serves every collection to a token', async () => {
      const { key } = await newToken(t, 'alice');
      for (const path of API_PATHS) {
        expect((await request(t, 'GET', path, { authorization: `Bearer ${key}` })).statusCode, path).toBe(200);
      }
    });

    it('keeps the probes, the API description and the assets open, and /metrics behind a token', async () => {
      for (const path of ['/healthz', '/readyz', '/openapi.json', '/docs', '/assets/api.css']) {
        expect((await request(t, 'GET', path)).statusCode, path).toBe(200);
      }
      const metrics = await request(t, 'GET', '/metrics');
      expect(metrics.statusCode).toBe(401);
      expect(metrics.headers['www-authenticate']).toBe('Token');
      expect(metrics.json()).toEqual(NOT_PROVIDED);
      const { key } = await newToken(t, 'prometheus');
      expect((await request(t, 'GET', '/metrics', { authorization: `Token ${key}` })).statusCode).toBe(200);
    });
  });
});

describe.runIf(databaseKinds().includes('postgres'))('tokens across two instances on one PostgreSQL database', () => {
  const t = useTestApp('postgres', { accessPolicy: 'token' });

  it('a token revoked through one instance is refused by the other at once', async () => {
    const other = await t.connectAgain();
    const second = await buildCheckedApp({
      db: other,
      clock: fixedClock(TEST_NOW_MICROS),
      goals: createOfflineGenerator(),
      config: { timeZone: 'Europe/Prague', trustProxy: false, goalRateLimit: 0, goalTimeoutMs: 30_000, accessPolicy: 'token' },
    });
    try {
      const service = new ApiTokenService(new ApiTokenRepository(t.db));
      const { id, key } = await service.create('alice', t.clock);
      const auth = { authorization: `Token ${key}` };
      // The second instance has seen (and cached) the token as valid…
      expect((await second.inject({ method: 'GET', url: '/courses/', headers: auth })).statusCode).toBe(200);
      expect(await service.revoke(id)).toBe(true);
      // …and refuses it as soon as the revocation is acknowledged.
      const res = await second.inject({ method: 'GET', url: '/courses/', headers: auth });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    } finally {
      await second.close();
      await other.close();
    }
  });
});
