// The accounts pages (src/console/users.ts, user-*.ts, tokens.ts), for admins only: users
// (add with a role and a password by Django's rules, disable: signed out at once) and API
// tokens (the key shown once, on the answer to the POST; revoked: refused by the next request).
// Audited.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../support/database.js';
import { useSecondInstance, useTestApp } from '../support/app.js';
import { addUser, Browser, PASSWORD } from '../support/console.js';

describe.each(databaseKinds())('console accounts pages on %s', (kind) => {
  const t = useTestApp(kind, { accessPolicy: 'token' });
  const other = useSecondInstance(t, { config: { accessPolicy: 'token' } });
  const admin = async () => new Browser(t.app).signIn((await addUser(t.db, 'root', 'admin'), 'root'));
  const audit = () =>
    t.db.rows<{ action: string; table_name: string; object_repr: string }>(
      sql`SELECT action, table_name, object_repr FROM audit_log ORDER BY id`,
    );
  const courses = (key: string) => t.app.inject({ method: 'GET', url: '/courses/', headers: { authorization: `Token ${key}` } });

  it('are refused to managers and viewers, on the server', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    for (const path of [
      '/admin/users/',
      '/admin/users/add/',
      '/admin/users/1/change/',
      '/admin/users/1/password/',
      '/admin/api-tokens/',
      '/admin/api-tokens/1/revoke/',
    ])
      expect((await b.get(path)).statusCode, path).toBe(403);
    expect((await b.post('/admin/users/add/', { username: 'x', role: 'admin', password1: PASSWORD, password2: PASSWORD })).statusCode).toBe(
      403,
    );
    expect((await b.post('/admin/api-tokens/', { user: 'ana' })).statusCode).toBe(403);
    expect((await b.post('/admin/users/1/unlock/', {})).statusCode).toBe(403);
    expect((await b.post('/admin/users/1/change/', { role: 'admin', is_active: 'on', _version: 'manager:true' })).statusCode).toBe(403);
    expect((await b.post('/admin/users/1/password/', { password1: 'new pass 17 long', password2: 'new pass 17 long' })).statusCode).toBe(
      403,
    );
    expect((await t.db.rows<{ role: string }>(sql`SELECT role FROM users`))[0].role).toBe('manager');
    expect((await t.db.rows(sql`SELECT username FROM users ORDER BY id`)).length).toBe(1);
    expect(await t.db.rows(sql`SELECT id FROM api_tokens`)).toEqual([]);
  });

  it('show a throttled user with until when, and lift the throttle (issue 29 item 4)', async () => {
    await addUser(t.db, 'ana', 'manager');
    const guesser = new Browser(t.app, {}, '203.0.113.7');
    await guesser.get('/admin/login/');
    for (let i = 0; i < 5; i++) await guesser.post('/admin/login/', { username: 'ana', password: `guess ${i}` });
    expect((await guesser.post('/admin/login/', { username: 'ana', password: PASSWORD })).statusCode).toBe(429);
    const b = await admin();
    const list = await b.get('/admin/users/');
    // TEST_NOW is 2026-11-22 04:10:29 UTC: 15 minutes on, in Prague.
    expect(list.body).toMatch(/<td>\s*Until 2026-11-22 05:25\s*<form method="post" action="\/admin\/users\/\d+\/unlock\/"/);
    expect(list.body).toContain('<button type="submit" aria-label="Lift throttle on ana">Lift throttle</button>');
    const id = (await t.db.rows<{ id: number }>(sql`SELECT id FROM users WHERE username = 'ana'`))[0].id;
    const lifted = await b.post(`/admin/users/${id}/unlock/`, {});
    expect([lifted.statusCode, lifted.headers.location]).toEqual([302, '/admin/users/?unlocked=1']);
    expect((await b.get('/admin/users/?unlocked=1')).body).toContain('The sign-in throttle on the user was lifted.');
    expect((await guesser.post('/admin/login/', { username: 'ana', password: PASSWORD })).statusCode).toBe(302);
  });

  it('add a user with a role by Django’s password rules (messages beside the fields), who can then sign in', async () => {
    const b = await admin();
    await b.get('/admin/users/add/');
    const mismatch = await b.post('/admin/users/add/', { username: 'eva', role: 'manager', password1: PASSWORD, password2: 'other' });
    expect(mismatch.body).toMatch(/id="id_password2_errors">\s*<li>The two password fields didn’t match.<\/li>/);
    expect(mismatch.body).toContain('value="eva"');
    const weak = await b.post('/admin/users/add/', { username: 'eva', role: 'manager', password1: '12345678', password2: '12345678' });
    expect(weak.body).toMatch(/id="id_password1_errors">/);
    const badName = await b.post('/admin/users/add/', { username: 'e va', role: 'manager', password1: PASSWORD, password2: PASSWORD });
    expect(badName.body).toMatch(/id="id_username_errors">/);
    expect((await t.db.rows(sql`SELECT username FROM users WHERE username = 'eva'`)).length).toBe(0);
    const ok = await b.post('/admin/users/add/', { username: 'eva', role: 'manager', password1: PASSWORD, password2: PASSWORD });
    expect(ok.statusCode).toBe(302);
    const taken = await b.post('/admin/users/add/', { username: 'eva', role: 'viewer', password1: PASSWORD, password2: PASSWORD });
    expect(taken.body).toMatch(/id="id_username_errors">\s*<li>a user named &quot;eva&quot; already exists<\/li>/);
    const eva = await new Browser(t.app).signIn('eva');
    expect((await eva.get('/admin/')).body).toContain('Signed in as <strong>eva</strong> (manager)');
    expect(await audit()).toEqual([{ action: 'add', table_name: 'users', object_repr: 'eva' }]);
    // Disabled: signed out at once, and cannot sign in again.
    const users = await b.get('/admin/users/');
    const id = /href="\/admin\/users\/(\d+)\/disable\/" aria-label="Disable eva"/.exec(users.body)![1];
    expect((await b.get(`/admin/users/${id}/disable/`)).body).toContain('Disable the user “eva”?');
    expect((await b.post(`/admin/users/${id}/disable/`, {})).statusCode).toBe(302);
    expect((await eva.get('/admin/')).statusCode).toBe(302);
    expect((await audit()).at(-1)).toEqual({ action: 'change', table_name: 'users', object_repr: 'eva' });
  });

  it('change a user’s role and whether active (audited; a stale form refused; not one’s own), and set a password that signs them out', async () => {
    const b = await admin();
    await addUser(t.db, 'eva', 'viewer');
    const eva = await new Browser(t.app).signIn('eva');
    const users = await b.get('/admin/users/');
    const id = /href="\/admin\/users\/(\d+)\/change\/">eva</.exec(users.body)![1];
    const form = (await b.get(`/admin/users/${id}/change/`)).body;
    const version = /name="_version" value="([^"]+)"/.exec(form)![1];
    expect(version).toBe('viewer:true');
    const saved = await b.post(`/admin/users/${id}/change/`, { role: 'manager', is_active: 'on', _version: version });
    expect(saved.headers.location).toBe('/admin/users/?changed=1');
    // The role counts at once, in the session she already has.
    expect((await eva.get('/admin/')).body).toContain('Signed in as <strong>eva</strong> (manager)');
    // A form opened before that change is refused, and nothing is overwritten.
    const stale = await b.post(`/admin/users/${id}/change/`, { role: 'admin', is_active: 'on', _version: version });
    expect(stale.body).toContain('This user was changed by someone else since you opened the form');
    const notARole = await b.post(`/admin/users/${id}/change/`, { role: 'owner', is_active: 'on', _version: 'manager:true' });
    expect(notARole.body).toMatch(/id="id_role_errors">\s*<li>“owner” is not a valid choice.<\/li>/);
    expect((await t.db.rows<{ role: string }>(sql`SELECT role FROM users WHERE username = 'eva'`))[0].role).toBe('manager');
    // Made inactive: signed out at once.
    await b.post(`/admin/users/${id}/change/`, { role: 'manager', _version: 'manager:true' });
    expect((await eva.get('/admin/')).statusCode).toBe(302);
    // One's own role stays: another admin changes it.
    const rootId = /href="\/admin\/users\/(\d+)\/change\/">root</.exec(users.body)![1];
    const own = await b.post(`/admin/users/${rootId}/change/`, { role: 'viewer', _version: 'admin:true' });
    expect(own.body).toContain('You cannot change your own role or make yourself inactive.');
    expect((await t.db.rows<{ role: string }>(sql`SELECT role FROM users WHERE username = 'root'`))[0].role).toBe('admin');

    // The password: Django's rules, both fields alike; set, it signs the user out everywhere.
    await b.post(`/admin/users/${id}/change/`, { role: 'manager', is_active: 'on', _version: 'manager:false' });
    const again = await new Browser(t.app).signIn('eva');
    const mismatch = await b.post(`/admin/users/${id}/password/`, { password1: 'a new pass 17', password2: 'other' });
    expect(mismatch.body).toMatch(/id="id_password2_errors">\s*<li>The two password fields didn’t match.<\/li>/);
    const weak = await b.post(`/admin/users/${id}/password/`, { password1: '12345678', password2: '12345678' });
    expect(weak.body).toMatch(/id="id_password1_errors">/);
    const set = await b.post(`/admin/users/${id}/password/`, { password1: 'a new pass 17', password2: 'a new pass 17' });
    expect(set.headers.location).toBe('/admin/users/?password=1');
    expect((await again.get('/admin/')).statusCode).toBe(302);
    await new Browser(t.app).signIn('eva', 'a new pass 17');
    const changes = await t.db.rows<{ changes: unknown }>(sql`SELECT changes FROM audit_log WHERE table_name = 'users' ORDER BY id`);
    expect(changes.map((c) => (typeof c.changes === 'string' ? JSON.parse(c.changes) : c.changes))).toEqual([
      { role: ['viewer', 'manager'] },
      { is_active: [true, false] },
      { is_active: [false, true] },
      { password: ['(hidden)', '(changed)'] },
    ]);
  });

  it('create a token whose key is shown once and works at once; revoked, it is refused by the next request', async () => {
    await addUser(t.db, 'bot', 'viewer');
    const b = await admin();
    await b.get('/admin/api-tokens/');
    const created = await b.post('/admin/api-tokens/', { user: 'bot' });
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toContain('no-store');
    const key = /id="id_key" readonly value="([0-9a-f]{40})"/.exec(created.body)![1];
    expect((await courses(key)).statusCode).toBe(200);
    const list = await b.get('/admin/api-tokens/');
    expect(list.body).toContain(`${key.slice(0, 6)}…`);
    expect(list.body).not.toContain(key);
    const id = (await t.db.rows<{ id: number }>(sql`SELECT id FROM api_tokens`))[0].id;
    expect((await b.get(`/admin/api-tokens/${id}/revoke/`)).body).toContain(`Revoke the token ${key.slice(0, 6)}… of bot?`);
    expect((await b.post(`/admin/api-tokens/${id}/revoke/`, {})).statusCode).toBe(302);
    expect((await courses(key)).statusCode).toBe(401);
    expect(await audit()).toEqual([
      { action: 'add', table_name: 'api_tokens', object_repr: `${key.slice(0, 6)}… of bot` },
      { action: 'delete', table_name: 'api_tokens', object_repr: `${key.slice(0, 6)}… of bot` },
    ]);
  });

  it('disabling a user revokes their API tokens for good: enabled again, the old key is refused on every instance (audited)', async () => {
    await addUser(t.db, 'bot', 'viewer');
    const b = await admin();
    const id = /href="\/admin\/users\/(\d+)\/change\/">bot</.exec((await b.get('/admin/users/')).body)![1];
    const newKey = async () => {
      await b.get('/admin/api-tokens/');
      return /id="id_key" readonly value="([0-9a-f]{40})"/.exec((await b.post('/admin/api-tokens/', { user: 'bot' })).body)![1];
    };
    const onOther = (key: string) => other.app.inject({ method: 'GET', url: '/courses/', headers: { authorization: `Token ${key}` } });
    const refusedEverywhere = async (key: string) => {
      for (const res of [await courses(key), await onOther(key)]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ detail: 'Invalid token.' });
      }
    };
    const enable = async () => {
      await b.get(`/admin/users/${id}/change/`);
      expect((await b.post(`/admin/users/${id}/change/`, { role: 'viewer', is_active: 'on', _version: 'viewer:false' })).statusCode).toBe(
        302,
      );
    };

    // Made inactive on the change form, then active again.
    const first = await newKey();
    expect((await courses(first)).statusCode).toBe(200);
    expect((await onOther(first)).statusCode).toBe(200); // the other instance now holds the key as bot's
    await b.get(`/admin/users/${id}/change/`);
    expect((await b.post(`/admin/users/${id}/change/`, { role: 'viewer', _version: 'viewer:true' })).statusCode).toBe(302);
    await enable();
    await refusedEverywhere(first);

    // Disabled on its confirmation page, then active again.
    const second = await newKey();
    expect((await onOther(second)).statusCode).toBe(200);
    expect((await b.get(`/admin/users/${id}/disable/`)).body).toContain('their API tokens are revoked');
    expect((await b.post(`/admin/users/${id}/disable/`, {})).statusCode).toBe(302);
    await enable();
    await refusedEverywhere(second);
    expect(await t.db.rows(sql`SELECT id FROM api_tokens`)).toEqual([]);

    // Each revocation is in the log, in the disabling change's transaction, by the admin who disabled.
    const revoked = (key: string) => ({ action: 'delete', table_name: 'api_tokens', object_repr: `${key.slice(0, 6)}… of bot` });
    const bot = (action: string) => ({ action, table_name: 'users', object_repr: 'bot' });
    expect((await audit()).filter((e) => e.action !== 'add')).toEqual([
      bot('change'),
      revoked(first),
      bot('change'),
      bot('change'),
      revoked(second),
      bot('change'),
    ]);
  });
});
