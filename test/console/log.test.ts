// /admin/log/ (src/console/log.ts): the accounts' entries (users made, roles and passwords
// changed, API tokens made and revoked) are for admins, as the accounts' pages are. Managers
// and viewers get the log without them, left out in the query: counts and pages stay right,
// and a page kept in the cache for one never reaches the other.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { addUser, Browser, PASSWORD } from '../support/console.js';
import { insertMentors } from '../support/programme.js';

describe.each(databaseKinds())('the console log on %s', (kind) => {
  const t = useTestApp(kind);

  /** The table column of each entry on a log page. */
  const tablesOn = (body: string) => [...body.matchAll(/<td>(users|api_tokens|mentors)<\/td>/g)].map((m) => m[1]);
  /** Loads a page three times (a cached read keeps a value from its second request on); its last body. */
  const warm = async (b: Browser, url: string) => {
    let body = '';
    for (let i = 0; i < 3; i++) body = (await b.get(url)).body;
    return body;
  };

  it('shows the accounts’ entries (users, API tokens) to admins only: a viewer’s and a manager’s log leave them out', async () => {
    await addUser(t.db, 'root', 'admin');
    await addUser(t.db, 'vera', 'viewer');
    await addUser(t.db, 'max', 'manager');
    await insertMentors(t.db, { id: 1, firstName: 'Mira', lastName: 'Mentor' });
    const root = await new Browser(t.app).signIn('root');
    const vera = await new Browser(t.app).signIn('vera');
    const max = await new Browser(t.app).signIn('max');

    // An admin's account work: a user made, their password set, a token made and revoked.
    await root.get('/admin/users/add/');
    await root.post('/admin/users/add/', { username: 'eva', role: 'manager', password1: PASSWORD, password2: PASSWORD });
    const eva = /href="\/admin\/users\/(\d+)\/change\/">eva</.exec((await root.get('/admin/users/')).body)![1];
    await root.post(`/admin/users/${eva}/password/`, { password1: 'a new pass 17', password2: 'a new pass 17' });
    await root.get('/admin/api-tokens/');
    await root.post('/admin/api-tokens/', { user: 'eva' });
    const token = (await t.db.rows<{ id: number }>(sql`SELECT id FROM api_tokens`))[0].id;
    await root.post(`/admin/api-tokens/${token}/revoke/`, {});
    // A manager's programme work.
    const form = (await max.get('/admin/mentors/1/change/')).body;
    const version = /name="_version" value="([^"]+)"/.exec(form)![1];
    await max.post('/admin/mentors/1/change/', { first_name: 'Mira', last_name: 'Renamed', email: 'mira@example.org', _version: version });

    // The viewer first, so that a page kept for the one would reach the other if the cache mixed them.
    for (const b of [vera, max]) {
      const log = await warm(b, '/admin/log/');
      expect(tablesOn(log)).toEqual(['mentors']);
      expect(log).toContain('1 change<');
      expect(log).not.toContain('eva');
      expect(log).not.toContain('(changed)');
    }
    const all = await warm(root, '/admin/log/');
    expect(tablesOn(all)).toEqual(['mentors', 'api_tokens', 'api_tokens', 'users', 'users']);
    expect(all).toContain('5 changes<');
    expect(tablesOn((await vera.get('/admin/log/')).body)).toEqual(['mentors']);
    // Nor does an account have a History page for anyone to read.
    for (const b of [vera, root]) expect((await b.get(`/admin/users/${eva}/history/`)).statusCode).toBe(404);
  });

  it('pages and counts a manager’s log without the accounts’ entries: 100 a page, “Older” from the last one shown', async () => {
    await addUser(t.db, 'root', 'admin');
    await addUser(t.db, 'max', 'manager');
    // 300 entries, every third a mentor's: 100 programme entries, 200 of the accounts.
    await t.db.rows(sql`
      INSERT INTO audit_log (at, user_id, username, action, table_name, object_id, object_repr, changes)
      SELECT '2026-11-22T04:00:00Z'::timestamptz + n * interval '1 second', NULL, 'someone', 'change',
             CASE n % 3 WHEN 0 THEN 'mentors' WHEN 1 THEN 'users' ELSE 'api_tokens' END, n, 'Entry ' || n, '{}'::jsonb
        FROM generate_series(1, 300) AS n`);
    const reprs = (body: string) => [...body.matchAll(/Entry (\d+)/g)].map((m) => Number(m[1]));
    const max = await new Browser(t.app).signIn('max');
    const first = (await max.get('/admin/log/')).body;
    expect(first).toContain('100 changes<');
    expect(reprs(first)).toEqual(Array.from({ length: 100 }, (_, i) => 300 - 3 * i));
    // A full page always offers older ones: this one is empty, as Django's "next" past the end would be.
    const older = /href="\/admin\/log\/\?before=(\d+)"/.exec(first)![1];
    expect(reprs((await max.get(`/admin/log/?before=${older}`)).body)).toEqual([]);
    const root = await new Browser(t.app).signIn('root');
    const all = (await root.get('/admin/log/')).body;
    expect(all).toContain('300 changes<');
    expect(reprs(all)).toEqual(Array.from({ length: 100 }, (_, i) => 300 - i));
  });
});
