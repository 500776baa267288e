// A GET answered from the cache at hand (no promise: view.ts answerAtHand) is the same
// answer, byte for byte, as the first GET that read the database, in every format; and it
// is never given where DRF's order would have answered otherwise (credentials, a policy
// closed to anonymous reads, an unacceptable format).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiTokenRepository } from '../../src/resources/api-tokens/repository.js';
import { ApiTokenService } from '../../src/resources/api-tokens/service.js';
import { useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';

const PATHS = ['/pre-lead-statuses/', '/courses/'];

async function answer(app: FastifyInstance, opts: InjectOptions) {
  const res = await app.inject(opts);
  // Expires follows the clock, which the test app moves by a microsecond a reading.
  const { date: _date, expires, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body, expires: expires === undefined ? undefined : String(expires).slice(0, 16) };
}

describe.each(databaseKinds())('answers at hand on %s', (kind) => {
  const t = useTestApp(kind);
  const requests: Array<[string, Omit<InjectOptions, 'url'>, number]> = [
    ['JSON', { method: 'GET' }, 200],
    ['JSON, indented', { method: 'GET', headers: { accept: 'application/json; indent=2' } }, 200],
    ['the browsable page', { method: 'GET', query: { format: 'api' } }, 200],
    ['HTML by Accept', { method: 'GET', headers: { accept: 'text/html' } }, 200],
    ['HEAD', { method: 'HEAD' }, 200],
    ['an unknown format', { method: 'GET', query: { format: 'xml' } }, 404],
    ['an unacceptable Accept', { method: 'GET', headers: { accept: 'application/xml' } }, 406],
    ['a bad token', { method: 'GET', headers: { authorization: 'Token nope' } }, 401],
  ];

  for (const path of PATHS) {
    for (const [what, opts, status] of requests) {
      it(`${path} ${what}: ${status}, the second and third answers the first's`, async () => {
        await t.app.inject({ method: 'POST', url: '/courses/', payload: { title: 'Storytelling', code: 1, gsheet_name: 's' } });
        await t.app.inject({ method: 'GET', url: path }); // the list is now cached
        const first = await answer(t.app, { ...opts, url: path });
        expect(first.status).toBe(status);
        expect(await answer(t.app, { ...opts, url: path })).toEqual(first);
        expect(await answer(t.app, { ...opts, url: path })).toEqual(first);
      });
    }
  }

  it('shows the next write at once, from either collection', async () => {
    for (let i = 0; i < 5; i++) {
      await t.app.inject({ method: 'GET', url: '/courses/' });
      const before = JSON.parse((await t.app.inject({ method: 'GET', url: '/courses/' })).body);
      const posted = await t.app.inject({ method: 'POST', url: '/courses/', payload: { title: `Course ${i}`, code: i, gsheet_name: 's' } });
      const after = JSON.parse((await t.app.inject({ method: 'GET', url: '/courses/' })).body);
      expect(after).toEqual([...before, JSON.parse(posted.body)]);
    }
  });
});

describe('answers at hand under ACCESS_POLICY=token', () => {
  const t = useTestApp('pglite', { accessPolicy: 'token' });

  it('still refuses anonymous reads, the second time as the first', async () => {
    const { key } = await new ApiTokenService(new ApiTokenRepository(t.db)).create('reader', t.clock);
    for (const path of PATHS) {
      const read = await t.app.inject({ method: 'GET', url: path, headers: { authorization: `Token ${key}` } });
      expect(read.statusCode).toBe(200); // the list is now cached
      const first = await answer(t.app, { method: 'GET', url: path });
      expect(first.status).toBe(401);
      expect(await answer(t.app, { method: 'GET', url: path })).toEqual(first);
    }
  });
});
