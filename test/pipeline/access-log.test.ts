// What reaches the logs above debug level: one line per request and the failures, never a
// token, a key or a person's text, also when a write fails inside the database driver; the
// console's URLs without their query (what its users searched for).
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiTokenRepository } from '../../src/store/repositories/api-tokens.js';
import { ApiTokenService, hashKey } from '../../src/accounts/tokens.js';
import { createTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { ROOT } from '../support/service.js';
import { logLines } from '../support/log-lines.js';
import { addUser, Browser } from '../support/console.js';

/**
 * `text` without the checkout's path, which stack frames in the logs name and which may
 * itself hold 40 hex digits (a checkout in a directory named for a commit id): as a path,
 * a file URL, and as JSON escapes either.
 */
function withoutCheckoutPath(text: string): string {
  const forms = [ROOT, realpathSync(ROOT)].flatMap((p) => [p, pathToFileURL(p).href]);
  const all = [...new Set([...forms, ...forms.map((f) => JSON.stringify(f).slice(1, -1))])].sort((a, b) => b.length - a.length);
  for (const form of all) text = text.replaceAll(form, '<checkout>');
  return text;
}

function capture() {
  const { lines, stream } = logLines();
  return { lines, logger: { level: 'info', stream } };
}

describe.each(databaseKinds())('logs on %s', (kind) => {
  it('hold neither the token nor the mentee’s text, when a request succeeds or the database fails under it', async () => {
    const { lines, logger } = capture();
    const t = await createTestApp(kind, { logger, accessPolicy: 'token-writes' });
    const SECRET = 'my-private-goal-about-my-divorce';
    let key = '';
    try {
      ({ key } = await new ApiTokenService(new ApiTokenRepository(t.db)).create('alice', t.clock));
      const post = (headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/smart-goals/',
          headers: { authorization: `Token ${key}`, 'content-type': 'application/json', ...headers },
          payload: JSON.stringify({ input: `I want to cope with ${SECRET}.` }),
        });
      expect((await post({ 'idempotency-key': 'key-1' })).statusCode).toBe(201);
      await t.app.inject({ method: 'GET', url: '/courses/', headers: { authorization: 'Token wrong-key-123' } });
      // Break the database under the app: the next write fails inside the driver.
      await t.db.close();
      const failed = await post();
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      expect(failed.body).not.toContain(SECRET);
    } finally {
      await t.app.close();
      await t.close().catch(() => {});
    }
    const text = JSON.stringify(lines);
    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(3);
    expect(lines.some((l) => (l.level as number) >= 40)).toBe(true); // the failure was logged…
    expect(text).not.toContain(SECRET); // …without the person's text,
    expect(text).not.toContain('wrong-key-123'); // any key presented,
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    expect(text).not.toContain(key); // the token,
    expect(text).not.toContain(hashKey(key)); // its hash,
    expect(withoutCheckoutPath(text)).not.toMatch(/[0-9a-f]{40}/); // or anything else like them.
  });
});

describe('the access log', () => {
  it('writes a console path without its query (a search for a person’s name), the API’s with it', async () => {
    const { lines, logger } = capture();
    const t = await createTestApp('pglite', { logger });
    const name = encodeURIComponent('Řeháková');
    try {
      await addUser(t.db, 'vera', 'viewer');
      const vera = await new Browser(t.app).signIn('vera');
      lines.length = 0;
      expect((await vera.get(`/admin/mentees/?q=${name}&o=-1`)).statusCode).toBe(200);
      expect((await vera.get(`/%61dmin/mentees/?q=${name}`)).statusCode).toBe(200); // the console, spelled otherwise
      expect((await t.app.inject({ method: 'GET', url: `/admin/log?q=${name}` })).statusCode).toBe(301); // to the slash path
      expect((await t.app.inject({ method: 'GET', url: `/admin/mentees?q=${name}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/admin/mentees/?q=${name}` })).statusCode).toBe(302); // to the login
      expect((await t.app.inject({ method: 'GET', url: '/smart-goals/?limit=5&offset=10' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
    expect(lines.filter((l) => l.msg === 'request').map((l) => l.url)).toEqual([
      '/admin/mentees/',
      '/%61dmin/mentees/',
      '/admin/log',
      '/admin/mentees',
      '/admin/mentees/',
      '/smart-goals/?limit=5&offset=10',
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(name);
    expect(text).not.toContain('Řeháková');
  });
});
