// The table pages of the console (src/console/tables/): list with search, sort and 100 a
// page; add and change with DRF's messages beside the fields, what was typed kept and
// nothing stored on error; a save over someone else's later save refused; delete with a
// confirmation, refused while relations point at the row; every change audited and shown
// on the History page; roles checked on the server.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../../support/database.js';
import { useTestApp } from '../../support/app.js';
import { addUser, Browser } from '../../support/console.js';
import { insertManagers, insertMentees, insertMentors, insertRelations } from '../../support/programme.js';

describe.each(databaseKinds())('console table pages on %s', (kind) => {
  const t = useTestApp(kind);
  const count = async (table: string) =>
    (await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0].n;
  const audit = () =>
    t.db.rows<{ action: string; object_id: number; changes: unknown; username: string }>(
      sql`SELECT action, object_id, changes, username FROM audit_log ORDER BY id`,
    );
  const changesOf = (c: unknown) => (typeof c === 'string' ? JSON.parse(c) : c) as Record<string, [unknown, unknown]>;
  const manager = async () => new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));

  it('adds a mentor: 302 to the list with a message, the row stored, the audit log has each field', async () => {
    const b = await manager();
    const form = await b.get('/admin/mentors/add/');
    expect(form.statusCode).toBe(200);
    expect(form.body).toMatch(/<label for="id_first_name">First name:/);
    expect(form.body).toMatch(/<label for="id_email">Email:\s*<span class="optional">/);
    const res = await b.post('/admin/mentors/add/', { first_name: '  Eva ', last_name: 'Malá', email: 'eva@example.org' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/admin\/mentors\/\?saved=\d+$/);
    const rows = await t.db.rows<{ first_name: string }>(sql`SELECT first_name FROM mentors`);
    expect(rows).toEqual([{ first_name: 'Eva' }]); // trimmed, as DRF
    const list = await b.get(res.headers.location as string);
    expect(list.body).toContain('The mentor “');
    expect(list.body).toContain('Eva Malá');
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: 'add', username: 'ana' });
    expect(changesOf(entry.changes)).toEqual({ first_name: [null, 'Eva'], last_name: [null, 'Malá'], email: [null, 'eva@example.org'] });
  });

  it('refuses invalid input with messages beside the fields, keeps what was typed, stores nothing', async () => {
    const b = await manager();
    await b.get('/admin/mentees/add/');
    const res = await b.post('/admin/mentees/add/', { first_name: '   ', last_name: 'x'.repeat(151), email: '<b>not an email' });
    expect(res.statusCode).toBe(200); // as Django's admin: the form again, with its errors
    expect(res.body).toContain('Please correct the errors below.');
    expect(res.body).toMatch(/id="id_first_name_errors">\s*<li>This field may not be blank.<\/li>/);
    expect(res.body).toMatch(/id="id_last_name_errors">\s*<li>Ensure this field has no more than 150 characters.<\/li>/);
    expect(res.body).toContain(`value="${'x'.repeat(151)}"`);
    expect(res.body).toMatch(/aria-invalid="true"\s+aria-describedby="id_first_name_errors"/);
    expect(await count('mentees')).toBe(0);
    // The e-mail is checked once the fields pass, and what was typed stays text.
    const email = await b.post('/admin/mentees/add/', { first_name: 'A', last_name: 'B', email: '<b>not an email' });
    expect(email.body).toMatch(/id="id_email_errors">\s*<li>Enter a valid email address.<\/li>/);
    expect(email.body).toContain('value="&lt;b&gt;not an email"');
    expect(email.body).not.toContain('<b>not');
    expect(await count('mentees')).toBe(0);
    expect(await count('audit_log')).toBe(0);
  });

  it('changes a manager: only changed fields in the audit, and the History page shows them', async () => {
    await insertManagers(t.db, { id: 7, firstName: 'Jana', lastName: 'Nová', email: 'jana@example.org' });
    const b = await manager();
    const form = await b.get('/admin/managers/7/change/');
    expect(form.body).toContain('value="Jana"');
    const version = /name="_version" value="([0-9a-f]{32})"/.exec(form.body)![1];
    const res = await b.post('/admin/managers/7/change/', {
      _version: version,
      first_name: 'Jana',
      last_name: 'Nováková',
      email: 'jana@example.org',
    });
    expect(res.statusCode).toBe(302);
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: 'change', object_id: 7 });
    expect(changesOf(entry.changes)).toEqual({ last_name: ['Nová', 'Nováková'] });
    const history = await b.get('/admin/managers/7/history/');
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('Change history: Jana Nováková');
    expect(history.body).toContain('Last name: Nová → Nováková');
    expect(history.body).toContain('<td>ana</td>');
  });

  it('refuses a save over a change made after the form was opened, and overwrites nothing', async () => {
    await insertManagers(t.db, { id: 7, firstName: 'Jana', lastName: 'Nová' });
    const a = await manager();
    await addUser(t.db, 'ben', 'manager');
    const b = await new Browser(t.app).signIn('ben');
    const versionA = /name="_version" value="([0-9a-f]{32})"/.exec((await a.get('/admin/managers/7/change/')).body)![1];
    const versionB = /name="_version" value="([0-9a-f]{32})"/.exec((await b.get('/admin/managers/7/change/')).body)![1];
    expect(
      (await b.post('/admin/managers/7/change/', { _version: versionB, first_name: 'Jana', last_name: 'Bena', email: '' })).statusCode,
    ).toBe(302);
    const late = await a.post('/admin/managers/7/change/', { _version: versionA, first_name: 'Jana', last_name: 'Anina', email: '' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('Someone else changed this manager after you opened the form, so nothing was saved.');
    expect(late.body).toContain('value="Anina"'); // what was typed is kept
    expect(await t.db.rows(sql`SELECT last_name FROM managers`)).toEqual([{ last_name: 'Bena' }]);
    // Without a version the save is refused too.
    expect((await a.post('/admin/managers/7/change/', { first_name: 'X', last_name: 'Y', email: '' })).body).toContain('nothing was saved');
  });

  it('deletes after a confirmation page, and refuses while relations point at the row', async () => {
    await insertManagers(t.db, { id: 1, firstName: 'Zoe', lastName: 'Zeman' });
    await insertMentors(t.db, { id: 1, firstName: 'Mira', lastName: 'M' }, { id: 2, firstName: 'Unused', lastName: 'U' });
    await insertMentees(t.db, { id: 1, firstName: 'Ema', lastName: 'E' });
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, status: 'matched', startDate: '2026-01-01' });
    const b = await manager();
    const blocked = await b.get('/admin/mentors/1/delete/');
    expect(blocked.body).toContain('1 mentoring relations');
    expect(blocked.body).not.toContain('Yes, I’m sure');
    expect((await b.post('/admin/mentors/1/delete/', {})).headers.location).toBe('/admin/mentors/1/delete/');
    expect(await count('mentors')).toBe(2);
    const confirm = await b.get('/admin/mentors/2/delete/');
    expect(confirm.body).toContain('Are you sure you want to delete the mentor “Unused U”?');
    const res = await b.post('/admin/mentors/2/delete/', {});
    expect(res.headers.location).toBe('/admin/mentors/?deleted=1');
    expect(await count('mentors')).toBe(1);
    const entries = await audit();
    expect(entries.map((e) => e.action)).toEqual(['delete']);
    // The history of a deleted row is still there.
    expect((await b.get('/admin/mentors/2/history/')).body).toContain('First name: Unused → —');
  });

  it('lists 100 a page, searches (wildcards taken literally), and sorts by a column either way', async () => {
    await insertMentees(
      t.db,
      ...Array.from({ length: 150 }, (_, i) => ({
        id: i + 1,
        firstName: `Name${String(i + 1).padStart(3, '0')}`,
        lastName: i === 42 ? 'Se%cret_' : 'Plain',
      })),
    );
    const b = await manager();
    const first = await b.get('/admin/mentees/');
    expect(first.body).toContain('150 mentees');
    expect(first.body.match(/<td><a href="\/admin\/mentees\/\d+\/change\/"/g)).toHaveLength(100);
    expect(first.body).toContain('Page 1 of 2');
    const second = await b.get('/admin/mentees/?p=2');
    expect(second.body.match(/<td><a href="\/admin\/mentees\/\d+\/change\/"/g)).toHaveLength(50);
    expect((await b.get('/admin/mentees/?q=%25cret_')).body).toContain('1 mentee matching');
    expect((await b.get('/admin/mentees/?q=%25')).body).toContain('1 mentee matching');
    expect((await b.get('/admin/mentees/?q=name07')).body).toContain('10 mentees matching');
    const desc = await b.get('/admin/mentees/?o=-first_name');
    expect(desc.body.indexOf('Name150')).toBeLessThan(desc.body.indexOf('Name149'));
    expect(desc.body).toContain('aria-sort="descending"');
    // A column that is not the table's sorts by id.
    expect((await b.get('/admin/mentees/?o=password')).statusCode).toBe(200);
  });

  it('lets a viewer read but not add, change or delete (checked on the server)', async () => {
    await insertManagers(t.db, { id: 7, firstName: 'Jana', lastName: 'Nová' });
    await addUser(t.db, 'vera', 'viewer');
    const b = await new Browser(t.app).signIn('vera');
    expect((await b.get('/admin/managers/')).statusCode).toBe(200);
    expect((await b.get('/admin/managers/')).body).not.toContain('Add manager');
    const view = await b.get('/admin/managers/7/change/');
    expect(view.body).toContain('View manager');
    expect(view.body).not.toContain('>Save<');
    expect((await b.get('/admin/managers/add/')).statusCode).toBe(404);
    expect((await b.post('/admin/managers/add/', { first_name: 'A', last_name: 'B' })).statusCode).toBe(403);
    expect((await b.post('/admin/managers/7/change/', { first_name: 'A', last_name: 'B' })).statusCode).toBe(403);
    expect((await b.post('/admin/managers/7/delete/', {})).statusCode).toBe(403);
    expect(await t.db.rows(sql`SELECT first_name FROM managers`)).toEqual([{ first_name: 'Jana' }]);
  });

  it('answers 404 for a table or row that does not exist, and sends the anonymous to sign in', async () => {
    const b = await manager();
    for (const path of ['/admin/users_secret/', '/admin/mentors/999/change/', '/admin/mentors/abc/change/', '/admin/mentors/0/history/'])
      expect((await b.get(path)).statusCode, path).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/mentors/' });
    expect(anonymous.headers.location).toBe('/admin/login/?next=%2Fadmin%2Fmentors%2F');
  });
});

describe.each(databaseKinds())('console CSV export and log page on %s', (kind) => {
  const t = useTestApp(kind);

  it('exports the list as it is searched and sorted, as CSV that no spreadsheet runs as a formula', async () => {
    await insertMentors(
      t.db,
      { id: 1, firstName: 'Eva', lastName: 'Malá', email: 'eva@example.org' },
      { id: 2, firstName: '=HYPERLINK("x")', lastName: 'Quote "q", comma', email: '' },
      { id: 3, firstName: 'Adam', lastName: 'Other', email: '' },
    );
    await addUser(t.db, 'vera', 'viewer');
    const b = await new Browser(t.app).signIn('vera');
    const list = await b.get('/admin/mentors/?q=a&o=-first_name');
    expect(list.body).toContain('href="/admin/mentors/export/?q=a&amp;o=-first_name"');
    const res = await b.get('/admin/mentors/export/?q=a&o=-first_name');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="mentors.csv"');
    expect(res.body).toBe(
      '\ufeffID,First name,Last name,Email\r\n' +
        '1,Eva,Malá,eva@example.org\r\n' +
        '3,Adam,Other,\r\n' +
        `2,"'=HYPERLINK(""x"")","Quote ""q"", comma",\r\n`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/admin/mentors/export/' })).statusCode).toBe(302);
  });

  it('shows every change on the log page, newest first, with links to the history', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    await b.get('/admin/managers/add/');
    await b.post('/admin/managers/add/', { first_name: 'Jana', last_name: 'Nová', email: '' });
    await b.post('/admin/mentors/add/', { first_name: 'Petr', last_name: '<i>Svoboda</i>', email: '' });
    const log = await b.get('/admin/log/');
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('2 changes');
    const petr = log.body.indexOf('Petr &lt;i&gt;Svoboda&lt;/i&gt;');
    expect(petr).toBeGreaterThan(0);
    expect(petr).toBeLessThan(log.body.indexOf('Jana Nová'));
    expect(log.body).toMatch(/<a href="\/admin\/managers\/\d+\/history\/">Jana Nová<\/a>/);
    expect((await b.post('/admin/log/', {})).statusCode).toBe(405);
  });
});
