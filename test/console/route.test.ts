// The steps every console request takes on the server (src/console/route.ts): a session,
// else the login page with `next`; the method; the role; a POST's origin and CSRF token.
// Nothing changes when a step refuses.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../support/database.js';
import { useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
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
