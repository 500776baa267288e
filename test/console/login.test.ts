// Signing in and out of the console (design §10): the login form and its CSRF cookie,
// the session cookie's attributes, a new session id at every sign-in, the throttle, safe
// `next` targets, logout, idle expiry, disabled users.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../support/database.js';
import { TEST_NOW_MICROS, useTestApp } from '../support/app.js';
import { addUser, Browser, PASSWORD } from '../support/console.js';
import { INVALID_LOGIN, THROTTLED_LOGIN } from '../../src/console/login.js';

const MINUTE = 60n * 1_000_000n;
const escaped = (s: string) => s.replaceAll("'", '&#x27;');

describe.each(databaseKinds())('console sign-in on %s', (kind) => {
  const t = useTestApp(kind);
  const sessionCount = async () => (await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions`))[0].n;

  it('shows the login form with its CSRF field and sets the csrftoken cookie (HttpOnly, SameSite=Lax, Path=/admin/)', async () => {
    const b = new Browser(t.app);
    const res = await b.get('/admin/login/?next=/admin/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['set-cookie']).toMatch(/^csrftoken=[0-9a-f]{64}; Path=\/admin\/; HttpOnly; SameSite=Lax$/);
    expect(res.body).toContain(`name="csrfmiddlewaretoken" value="${b.cookies.get('csrftoken')}"`);
    expect(res.body).toMatch(/<label for="id_username">Username:<\/label>/);
    expect(res.body).toMatch(/<label for="id_password">Password:<\/label>/);
    // A second visit keeps the cookie it has.
    expect((await b.get('/admin/login/')).headers['set-cookie']).toBeUndefined();
  });

  it('signs in: 302 to next, a sessionid cookie (HttpOnly, SameSite=Lax, two weeks, not Secure over http), the home page opens', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = new Browser(t.app);
    await b.get('/admin/login/');
    const res = await b.post('/admin/login/', { username: 'ana', password: PASSWORD, next: '/admin/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/');
    expect(res.headers['set-cookie']).toMatch(/^sessionid=[0-9a-f]{64}; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/);
    const home = await b.get('/admin/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Signed in as <strong>ana</strong> (manager)');
  });

  it('keeps only a hash of the session id in the database', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    const [row] = await t.db.rows<{ key_hash: string }>(sql`SELECT key_hash FROM sessions`);
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_hash).not.toBe(b.cookies.get('sessionid'));
  });

  it('makes a new session id at every sign-in and ends the one the browser had', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    const first = b.cookies.get('sessionid')!;
    // Signed in, the login page sends the browser on: its form is posted as it was.
    const res = await b.post('/admin/login/', { username: 'ana', password: PASSWORD, csrfmiddlewaretoken: b.cookies.get('csrftoken')! });
    expect(res.statusCode).toBe(302);
    expect(b.cookies.get('sessionid')).not.toBe(first);
    expect(await sessionCount()).toBe(1);
    // A planted id is never adopted.
    const planted = new Browser(t.app);
    planted.cookies.set('sessionid', 'a'.repeat(64));
    await planted.get('/admin/login/');
    await planted.post('/admin/login/', { username: 'ana', password: PASSWORD });
    expect(planted.cookies.get('sessionid')).not.toBe('a'.repeat(64));
  });

  it('refuses a wrong password and an unknown user with the same message, status 200, no session', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = new Browser(t.app);
    await b.get('/admin/login/');
    const wrong = await b.post('/admin/login/', { username: 'ana', password: 'not the password' });
    const unknown = await b.post('/admin/login/', { username: 'nobody', password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(escaped(INVALID_LOGIN));
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // What was typed is kept (the username), never the password.
    expect(wrong.body).toContain('value="ana"');
    expect(wrong.body).not.toContain('not the password');
    expect(await sessionCount()).toBe(0);
  });

  it('refuses a login post without the csrftoken cookie, without the field, or with another token: 403, no session', async () => {
    await addUser(t.db, 'ana', 'manager');
    const noCookie = new Browser(t.app);
    const a = await noCookie.post('/admin/login/', { username: 'ana', password: PASSWORD, csrfmiddlewaretoken: 'f'.repeat(64) });
    const b = new Browser(t.app);
    await b.get('/admin/login/');
    const noField = await b.post('/admin/login/', { username: 'ana', password: PASSWORD, csrfmiddlewaretoken: '' });
    const other = await b.post('/admin/login/', { username: 'ana', password: PASSWORD, csrfmiddlewaretoken: 'f'.repeat(64) });
    const crossSite = await b.post('/admin/login/', { username: 'ana', password: PASSWORD }, { origin: 'https://evil.example' });
    for (const res of [a, noField, other, crossSite]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('CSRF verification failed. Request aborted.');
    }
    expect(await sessionCount()).toBe(0);
  });

  it('goes to a console path given as next, and to /admin/ for anything that could leave the site', async () => {
    await addUser(t.db, 'ana', 'manager');
    for (const [next, to] of [
      ['/admin/?marked=1', '/admin/?marked=1'],
      ['//evil.example/', '/admin/'],
      ['https://evil.example/admin/', '/admin/'],
      ['/admin/\\evil', '/admin/'],
      ['/courses/', '/admin/'],
      ['/admin/../', '/admin/'],
      ['/admin/%2e%2e/smart-goals/', '/admin/'],
      ['/admin/.%2E/courses/', '/admin/'],
      ['/admin/./mentors/', '/admin/'],
      ['/admin/mentors/?q=a/../b', '/admin/mentors/?q=a/../b'],
      // Written as a URI (issue 29 item 5: Node refused the raw ✓ in Location with a 500).
      ['/admin/✓/', '/admin/%E2%9C%93/'],
      ['/admin/mentors/?q=Řeháková 100%', '/admin/mentors/?q=%C5%98eh%C3%A1kov%C3%A1%20100%25'],
      ['/admin/mentors/?q=%C5%98', '/admin/mentors/?q=%C5%98'],
      ['/admin/\ud800x/', '/admin/%EF%BF%BDx/'],
    ]) {
      const b = new Browser(t.app);
      await b.get('/admin/login/');
      const res = await b.post('/admin/login/', { username: 'ana', password: PASSWORD, next });
      expect(res.headers.location, next).toBe(to);
    }
  });

  it('takes a username holding a NUL as a wrong one (counted by the throttle), never a server error', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = new Browser(t.app);
    await b.get('/admin/login/');
    const res = await b.post('/admin/login/', { username: 'ana\u0000', password: PASSWORD, next: '/admin/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Please enter the correct username and password');
    expect(await t.db.rows(sql`SELECT username FROM login_throttles WHERE scope = 'p'`)).toEqual([{ username: 'ana' }]);
  });

  it('signs in from a login page opened with a next holding non-ASCII text, to that path as a URI', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = new Browser(t.app);
    const form = await b.get('/admin/login/?next=/admin/%E2%9C%93/');
    const next = /name="next" value="([^"]*)"/.exec(form.body)![1];
    expect(next).toBe('/admin/✓/');
    const res = await b.post('/admin/login/', { username: 'ana', password: PASSWORD, next });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/admin/%E2%9C%93/']);
  });

  it('sends a signed-in user who opens the login page on to next', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    const res = await b.get('/admin/login/?next=/admin/%3Fundone%3D1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/?undone=1');
  });

  it('refuses sign-ins for a username after 5 failures within 15 minutes, for 15 minutes, even with the right password', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = new Browser(t.app);
    await b.get('/admin/login/');
    for (let i = 0; i < 5; i++) {
      t.clock.set(TEST_NOW_MICROS + BigInt(i) * MINUTE);
      expect((await b.post('/admin/login/', { username: 'ana', password: `wrong ${i}` })).statusCode).toBe(200);
    }
    t.clock.set(TEST_NOW_MICROS + 5n * MINUTE);
    const refused = await b.post('/admin/login/', { username: 'ana', password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(THROTTLED_LOGIN);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // 15 minutes after the fifth failure (at minute 4) the block is over.
    t.clock.set(TEST_NOW_MICROS + 19n * MINUTE - 1n);
    expect((await b.post('/admin/login/', { username: 'ana', password: PASSWORD })).statusCode).toBe(429);
    t.clock.set(TEST_NOW_MICROS + 19n * MINUTE + 1n);
    expect((await b.post('/admin/login/', { username: 'ana', password: PASSWORD })).statusCode).toBe(302);
  });

  it('does not count failures spread wider than 15 minutes', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = new Browser(t.app);
    await b.get('/admin/login/');
    for (let i = 0; i < 8; i++) {
      t.clock.set(TEST_NOW_MICROS + BigInt(i) * 4n * MINUTE);
      await b.post('/admin/login/', { username: 'ana', password: `wrong ${i}` });
    }
    expect((await b.post('/admin/login/', { username: 'ana', password: PASSWORD })).statusCode).toBe(302);
  });

  it('logs out with a POST: the session ends, the cookie is cleared, the console asks for a sign-in again', async () => {
    await addUser(t.db, 'ana', 'viewer');
    const b = await new Browser(t.app).signIn('ana');
    expect((await b.get('/admin/logout/')).statusCode).toBe(405);
    const res = await b.post('/admin/logout/', {});
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Logged out');
    expect(res.headers['set-cookie']).toMatch(/^sessionid=""; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await sessionCount()).toBe(0);
    expect((await b.get('/admin/')).statusCode).toBe(302);
  });

  it('ends a session idle for more than two weeks, and keeps one in use', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    const day = 24n * 60n * MINUTE;
    t.clock.set(TEST_NOW_MICROS + 13n * day);
    expect((await b.get('/admin/')).statusCode).toBe(200);
    t.clock.set(TEST_NOW_MICROS + 26n * day);
    expect((await b.get('/admin/')).statusCode).toBe(200);
    t.clock.set(TEST_NOW_MICROS + 40n * day + 1n);
    const res = await b.get('/admin/');
    expect(res.statusCode).toBe(302);
    expect(await sessionCount()).toBe(0);
  });

  it('refuses a disabled user at sign-in and ends their open sessions', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    await t.db.rows(sql`UPDATE users SET is_active = false WHERE username = 'ana'`);
    expect((await b.get('/admin/')).statusCode).toBe(302);
    const again = new Browser(t.app);
    await again.get('/admin/login/');
    expect((await again.post('/admin/login/', { username: 'ana', password: PASSWORD })).body).toContain(escaped(INVALID_LOGIN));
  });

  it('redirects /admin to /admin/ (APPEND_SLASH)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/admin/');
  });
});

describe.each(databaseKinds())('console session cookie Secure flag on %s', (kind) => {
  const always = useTestApp(kind, { sessionSecure: 'true' });
  const auto = useTestApp(kind, { sessionSecure: 'auto', trustProxy: true });

  it('is Secure with SESSION_SECURE=true, and with auto when a trusted proxy says https; not with auto over http', async () => {
    await addUser(always.db, 'ana', 'manager');
    const b = new Browser(always.app);
    await b.get('/admin/login/');
    const res = await b.post('/admin/login/', { username: 'ana', password: PASSWORD });
    expect(res.headers['set-cookie']).toMatch(/; Secure$/);

    await addUser(auto.db, 'ana', 'manager');
    const https = new Browser(auto.app, { 'x-forwarded-proto': 'https' });
    await https.get('/admin/login/');
    expect((await https.post('/admin/login/', { username: 'ana', password: PASSWORD })).headers['set-cookie']).toMatch(/; Secure$/);
    const http = new Browser(auto.app);
    await http.get('/admin/login/');
    expect((await http.post('/admin/login/', { username: 'ana', password: PASSWORD })).headers['set-cookie']).not.toMatch(/Secure/);
  });
});
