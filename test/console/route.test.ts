// The steps every console request takes on the server (src/console/route.ts): a session,
// else the login page with `next`; the method; the role; a POST's origin and CSRF token;
// a form within its limit. Nothing changes when a step refuses.
import type { AddressInfo, Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../support/database.js';
import { useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { raw, type RawResponse } from '../support/raw-http.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, roundId, startForDue } from '../support/programme.js';

const PAGES = ['/admin/'];
const FORMS = ['/admin/feedback/mark-submitted/', '/admin/feedback/undo/', '/admin/logout/'];

describe.each(databaseKinds())('console request steps on %s', (kind) => {
  const t = useTestApp(kind);
  const submissions = async () => (await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feedback_submissions`))[0].n;

  async function owedRelation(): Promise<Record<string, string>> {
    await insertManagers(t.db, { id: 1, firstName: 'Zoe', lastName: 'Zeman' });
    await insertMentors(t.db, { id: 1, firstName: 'Mira', lastName: 'Mentor' });
    await insertMentees(t.db, { id: 1, firstName: 'Ema', lastName: 'Mentee' });
    await insertRelations(t.db, {
      id: 1,
      mentorId: 1,
      menteeId: 1,
      managerId: 1,
      status: 'matched',
      startDate: startForDue('2026-11-01', 'Chemistry'),
    });
    return { relation: '1', round: String(await roundId(t.db, 'Chemistry')), role: 'mentee' };
  }

  it.each(PAGES)('sends an anonymous GET %s to the login page with next', async (path) => {
    const res = await t.app.inject({ method: 'GET', url: `${path}?a=1` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/admin/login/?next=${encodeURIComponent(`${path}?a=1`)}`);
  });

  it.each(FORMS)('sends an anonymous POST %s to the login page and changes nothing', async (path) => {
    const fields = await owedRelation();
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/admin/login/?next=${encodeURIComponent(path)}`);
    expect(await submissions()).toBe(0);
  });

  it('refuses a session cookie that names no session, whatever its shape', async () => {
    for (const value of ['0'.repeat(64), 'x', '', '"quoted"', 'a'.repeat(5000)]) {
      const res = await t.app.inject({ method: 'GET', url: '/admin/', headers: { cookie: `sessionid=${value}` } });
      expect(res.statusCode, value.slice(0, 10)).toBe(302);
    }
  });

  it('refuses a POST without the CSRF token, with another token, as JSON, or from another origin: 403 and nothing stored', async () => {
    const fields = await owedRelation();
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    const attempts = [
      await b.post('/admin/feedback/mark-submitted/', { ...fields, csrfmiddlewaretoken: '' }),
      await b.post('/admin/feedback/mark-submitted/', { ...fields, csrfmiddlewaretoken: 'f'.repeat(64) }),
      await b.post('/admin/feedback/mark-submitted/', fields, { origin: 'http://evil.example' }),
      await b.post('/admin/feedback/mark-submitted/', fields, { 'content-type': 'application/json' }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('CSRF verification failed. Request aborted.');
    }
    expect(await submissions()).toBe(0);
    // Another port is another origin; this site's, default port written or not, is taken.
    expect((await b.post('/admin/feedback/mark-submitted/', fields, { origin: 'http://localhost:8080' })).statusCode).toBe(403);
    expect((await b.post('/admin/feedback/mark-submitted/', fields, { origin: 'https://localhost' })).statusCode).toBe(403);
    expect(await submissions()).toBe(0);
    expect((await b.post('/admin/feedback/mark-submitted/', fields, { origin: 'http://localhost' })).statusCode).toBe(302);
    expect(await submissions()).toBe(1);
  });

  it("does not take another session's CSRF token", async () => {
    const fields = await owedRelation();
    await addUser(t.db, 'ana', 'manager');
    await addUser(t.db, 'ben', 'manager');
    const ana = await new Browser(t.app).signIn('ana');
    const ben = await new Browser(t.app).signIn('ben');
    expect((await ana.post('/admin/feedback/mark-submitted/', { ...fields, csrfmiddlewaretoken: ben.csrf })).statusCode).toBe(403);
    expect(await submissions()).toBe(0);
  });

  it('answers another method 405 with Allow, signed in or not', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    for (const [path, allow] of [
      ['/admin/', 'GET, HEAD'],
      ['/admin/feedback/mark-submitted/', 'POST'],
    ]) {
      const res = await t.app.inject({ method: 'PUT', url: path, headers: { cookie: `sessionid=${b.cookies.get('sessionid')}` } });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
    }
  });

  it('passes console pages through admission like every path: a Host outside ALLOWED_HOSTS is a 400', async () => {
    const strict = await import('../support/app.js').then((m) => m.createTestApp(kind, { allowedHosts: 'default' }));
    try {
      const res = await strict.app.inject({ method: 'GET', url: '/admin/login/', headers: { host: 'evil.example' } });
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-frame-options']).toBe('DENY');
    } finally {
      await strict.close();
    }
  });
});

describe('a console form over its limit (64 KiB), over HTTP', () => {
  const t = useTestApp('pglite');
  const LIMIT = 64 * 1024;
  /** The server's side of each connection, to count what it read. */
  const accepted: Socket[] = [];
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.app.server.on('connection', (s: Socket) => accepted.push(s));
    port = (t.app.server.address() as AddressInfo).port;
  });
  const mentors = async () => (await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mentors`))[0].n;

  /** A POST of `body` (declared with Content-Length, or sent chunked, 64 KiB a chunk) with the browser's cookies. */
  function post(b: Browser, path: string, body: Buffer, chunked: boolean): (string | Buffer)[] {
    const cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const head = `POST ${path} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: application/x-www-form-urlencoded\r\n`;
    if (!chunked) return [`${head}Content-Length: ${body.length}\r\n\r\n`, body];
    const chunks: (string | Buffer)[] = [`${head}Transfer-Encoding: chunked\r\n\r\n`];
    for (let at = 0; at < body.length; at += LIMIT) {
      const piece = body.subarray(at, at + LIMIT);
      chunks.push(`${piece.length.toString(16)}\r\n`, piece, '\r\n');
    }
    return [...chunks, '0\r\n\r\n'];
  }
  /** A mentor's add form whose last field pads it to `bytes`. */
  const mentorForm = (b: Browser, bytes: number) => {
    const fields = `csrfmiddlewaretoken=${b.csrf}&first_name=Mira&last_name=Mentor&email=&_pad=`;
    return Buffer.from(fields + 'a'.repeat(bytes - fields.length));
  };
  /** Waits for the server to close the connection it answered on; what it read of it. */
  async function readByServer(): Promise<number> {
    const socket = accepted.at(-1)!;
    for (let i = 0; i < 100 && !socket.destroyed; i++) await new Promise((r) => setTimeout(r, 20));
    expect(socket.destroyed).toBe(true);
    return socket.bytesRead;
  }
  const expectTooLargePage = (res: RawResponse) => {
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.connection).toBe('close');
    expect(res.body).toContain('<title>Request too large (413)');
    expect(res.body).toContain('The form sent more than 65,536 bytes');
  };

  it('refuses it with the console’s 413 page, stores nothing, and reads no further than the limit (declared or chunked)', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    await b.get('/admin/mentors/add/');
    // At the limit, the form is taken.
    const fits = await raw(port, post(b, '/admin/mentors/add/', mentorForm(b, LIMIT), false));
    expect(fits.status).toBe(302);
    expect(await mentors()).toBe(1);

    // One byte more, declared: refused before the body is read.
    expectTooLargePage(await raw(port, post(b, '/admin/mentors/add/', mentorForm(b, LIMIT + 1), false)));
    // 4 MiB sent chunked: refused at the limit, the rest never read.
    const big = mentorForm(b, 4 * 1024 * 1024);
    expectTooLargePage(await raw(port, post(b, '/admin/mentors/add/', big, true)));
    expect(await readByServer()).toBeLessThan(LIMIT + 256 * 1024);
    expect(await mentors()).toBe(1);

    // The login form too, chunked.
    const login = await t.app.inject({ method: 'GET', url: '/admin/login/' });
    const csrf = /csrftoken=([0-9a-f]{64})/.exec(String(login.headers['set-cookie']))![1];
    const anonymous = new Browser(t.app);
    anonymous.cookies.set('csrftoken', csrf);
    const form = Buffer.from(`csrfmiddlewaretoken=${csrf}&username=ana&password=${'x'.repeat(2 * 1024 * 1024)}`);
    expectTooLargePage(await raw(port, post(anonymous, '/admin/login/', form, true)));
    expect(await readByServer()).toBeLessThan(LIMIT + 256 * 1024);
  });
});
