// /healthz and /readyz beside the spec's paths: JSON, never cached, GET and HEAD only;
// /readyz answers 503 in the contract's shape when the database does not answer.
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { fixedClock } from '../../src/time/clock.js';
import { buildCheckedApp, TEST_NOW_MICROS, useTestApp } from '../support/app.js';
import { databaseKinds, openTestDatabase } from '../support/database.js';

describe.each(databaseKinds())('probes on %s', (kind) => {
  const t = useTestApp(kind);

  it.each([
    ['/healthz', { status: 'ok' }],
    ['/readyz', { status: 'ready' }],
  ])('%s answers 200, not cached, with the security headers', async (url, body) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const post = await t.app.inject({ method: 'POST', url });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('/readyz answers 503 when the database is gone, while /healthz still answers 200', async () => {
    const test = await openTestDatabase(kind);
    const app = await buildCheckedApp({
      db: test.db,
      clock: fixedClock(TEST_NOW_MICROS),
      goals: createOfflineGenerator(),
      config: { timeZone: 'Europe/Prague', trustProxy: false, goalRateLimit: 0, goalTimeoutMs: 30_000 },
    });
    try {
      await test.db.close();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        detail: 'The database is unavailable. Please try again shortly (a POST sent with an Idempotency-Key is safe to repeat).',
      });
      expect(ready.headers['retry-after']).toBe('1');
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await test.close().catch(() => {});
    }
  });
});
