// "My work" (design §10a, issue 32 item 4): a console user linked to a manager opens the home
// page on that manager's owed feedbacks and relations, "all managers" one click away; the
// owed rows come a page at a time (50), the marks return to the page they came from, and
// the page stays small at any size. The Manager choice on the user forms.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mentees, mentors, mentoringRelations } from '../../src/store/schema.js';
import { databaseKinds } from '../support/database.js';
import { useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, roundId, startForDue } from '../support/programme.js';

const TODAY = '2026-11-22';

/** Rows of the owed tables: "due feedback who". */
const owedRows = (body: string) =>
  [...body.matchAll(/<td>(\d{4}-\d{2}-\d{2})<\/td>\s*<td>([^<]+)<\/td>\s*<td>([^<]+)<\/td>/g)].map((m) => `${m[2]} ${m[3]}`);

describe.each(databaseKinds())('my work on %s', (kind) => {
  const t = useTestApp(kind);

  /** Zoe (1) has relation 1 (Chemistry owed by both); Adam (2) has relation 2 (Chemistry and Mid Program owed by both). */
  async function programme() {
    await insertManagers(
      t.db,
      { id: 1, firstName: 'Zoe', lastName: 'Zeman', email: 'zoe@example.org' },
      { id: 2, firstName: 'Adam', lastName: 'Adler', email: 'adam@example.org' },
    );
    await insertMentors(t.db, { id: 1, firstName: 'Mira', lastName: 'Mentor' }, { id: 2, firstName: 'Otto', lastName: 'Old' });
    await insertMentees(t.db, { id: 1, firstName: 'Ema', lastName: 'Mentee' }, { id: 2, firstName: 'Ivo', lastName: 'Ivanov' });
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 1, status: 'matched', startDate: startForDue(TODAY, 'Chemistry') },
      { id: 2, mentorId: 2, menteeId: 2, managerId: 2, status: 'matched', startDate: startForDue('2026-10-01', 'Mid Program') },
    );
  }

  /** `n` matched relations of manager 1, each owing Chemistry by both people: 2n owed rows. */
  async function manyOwed(n: number) {
    await insertManagers(t.db, { id: 1, firstName: 'Zoe', lastName: 'Zeman', email: 'zoe@example.org' });
    const people = Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      firstName: `Person${String(i + 1).padStart(4, '0')}`,
      lastName: 'Novák',
      email: `p${i + 1}@example.org`,
    }));
    await t.db.orm.insert(mentors).values(people);
    await t.db.orm.insert(mentees).values(people);
    const start = startForDue(TODAY, 'Chemistry'); // only Chemistry is due yet
    await t.db.orm
      .insert(mentoringRelations)
      .values(
        people.map((p) => ({ id: p.id, mentorId: p.id, menteeId: p.id, managerId: 1, status: 'matched' as const, startDate: start })),
      );
  }

  const link = (userId: number, managerId: number) =>
    t.db.rows(sql`INSERT INTO console_user_managers (user_id, manager_id) VALUES (${userId}, ${managerId})`);

  it('a linked user sees only their manager’s owed rows and relations, and all managers one click away', async () => {
    await programme();
    const id = await addUser(t.db, 'zoe', 'manager');
    await link(id, 1);
    const b = await new Browser(t.app).signIn('zoe');
    const mine = await b.get('/admin/');
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('Feedback owed (2)');
    expect(owedRows(mine.body)).toEqual(['Chemistry Ema Mentee', 'Chemistry Mira Mentor']);
    expect(mine.body).not.toContain('Adam Adler');
    expect(mine.body).toMatch(/Showing Zoe Zeman’s work \(your manager\)\.\s*<a href="\/admin\/\?manager=all">Show all managers<\/a>/);
    // Their relations, each count a link to the relations list narrowed to the manager.
    expect(mine.body).toContain('Zoe Zeman’s relations (1)');
    expect(mine.body).toContain('<a href="/admin/mentoring-relations/?manager_id=1&amp;status=matched">1 matched</a>');
    const narrowed = await b.get('/admin/mentoring-relations/?manager_id=1');
    expect(narrowed.statusCode).toBe(200);

    const all = await b.get('/admin/?manager=all');
    expect(all.body).toContain('Feedback owed (6)');
    expect(owedRows(all.body)).toHaveLength(6);
    expect(all.body).toContain('<a href="/admin/">Show only Zoe Zeman’s</a>');
    // The view is kept in the forms that mark.
    expect(all.body).toMatch(
      /id="mark-one">\s*<input type="hidden" name="csrfmiddlewaretoken" value="[0-9a-f]+" \/><input type="hidden" name="manager" value="all" \/>/,
    );
    // Another manager's work by its id.
    const adam = await b.get('/admin/?manager=2');
    expect(owedRows(adam.body)).toHaveLength(4);
    expect(adam.body).toContain('Showing Adam Adler’s work.');
  });

  it('an unlinked user sees every manager’s work, as before', async () => {
    await programme();
    await addUser(t.db, 'ana', 'viewer');
    const home = await new Browser(t.app).signIn('ana').then((b) => b.get('/admin/'));
    expect(home.body).toContain('Feedback owed (6)');
    expect(home.body).not.toContain('Show all managers');
    expect(home.body).toContain('<a href="/admin/dashboard/">Dashboard</a>');
  });

  it('names each Mark button by its visible text first (axe label-content-name-mismatch)', async () => {
    await programme();
    await addUser(t.db, 'ana', 'manager');
    const home = await new Browser(t.app).signIn('ana').then((b) => b.get('/admin/'));
    const labels = [...home.body.matchAll(/<button[^>]*aria-label="([^"]*)"[^>]*>\s*([^<]*?)\s*<\/button>/g)];
    expect(labels).toHaveLength(6);
    for (const [, label, text] of labels) expect(label.startsWith(`${text}: `)).toBe(true);
    expect(labels[0][1]).toBe('Mark as submitted: Chemistry feedback of mentee Ivo Ivanov');
  });

  it('pages the owed rows 50 at a time; a mark returns to its page and view', async () => {
    await manyOwed(60); // 120 owed rows
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    const first = await b.get('/admin/');
    expect(first.body).toContain('Feedback owed (120)');
    expect(owedRows(first.body)).toHaveLength(50);
    expect(first.body).toMatch(/Page 1 of 3:/);
    expect(first.body).toContain('<a href="/admin/?page=2" rel="next">Next</a>');
    const second = await b.get('/admin/?manager=all&page=2');
    const rows = owedRows(second.body);
    expect(rows).toHaveLength(50);
    expect(rows).not.toContain(owedRows(first.body)[0]);
    expect(second.body).toContain('<span aria-current="page">2</span>');
    expect(second.body).toContain('<a href="/admin/?manager=all&amp;page=3" rel="next">Next</a>');
    const last = await b.get('/admin/?page=3');
    expect(owedRows(last.body)).toHaveLength(20);
    // Past the last page: the last page.
    expect(owedRows((await b.get('/admin/?page=99')).body)).toHaveLength(20);

    const entry = /name="mark" value="([^"]+)"/.exec(second.body)![1];
    const marked = await b.post('/admin/feedback/mark-submitted/', { mark: entry, manager: 'all', page: '2' });
    expect(marked.headers.location).toMatch(/^\/admin\/\?marked=\d+&manager=all&page=2$/);
    const back = await b.get(marked.headers.location as string);
    expect(back.body).toContain('Feedback owed (119)');
    expect(back.body).toContain('<span aria-current="page">2</span>');
    // Undo and the selected marks return there too.
    const submission = /name="submission" value="(\d+)"/.exec(back.body)![1];
    const undone = await b.post('/admin/feedback/undo/', { submission, manager: 'all', page: '2' });
    expect(undone.headers.location).toBe('/admin/?undone=1&manager=all&page=2');
    const none = await b.post('/admin/feedback/mark-selected/', { page: '3' });
    expect(none.headers.location).toBe('/admin/?refused=none-selected&page=3');
    const chemistry = await roundId(t.db, 'Chemistry');
    const asked = await b.post('/admin/feedback/mark-selected/', { entry: `1:${chemistry}:mentee`, page: '3' });
    expect(asked.body).toContain('<a href="/admin/?page=3">No, take me back</a>');
    const done = await b.post('/admin/feedback/mark-selected/', { entry: `1:${chemistry}:mentee`, page: '3', post: 'yes' });
    expect(done.headers.location).toBe('/admin/?marked_many=1&left=0&page=3');
  });

  it('keeps the home page under 250 kB at 1,000+ owed rows', async () => {
    await manyOwed(520); // 1,040 owed rows
    await addUser(t.db, 'ana', 'admin');
    const b = await new Browser(t.app).signIn('ana');
    const started = performance.now();
    const home = await b.get('/admin/');
    const ms = performance.now() - started;
    expect(home.body).toContain('Feedback owed (1040)');
    expect(Buffer.byteLength(home.body)).toBeLessThan(250_000);
    expect(owedRows(home.body)).toHaveLength(50);
    expect(ms).toBeLessThan(5000);
  });

  it('links a user to a manager on the user forms (admins), audited, and lists it', async () => {
    await programme();
    await addUser(t.db, 'root', 'admin');
    const b = await new Browser(t.app).signIn('root');
    const form = await b.get('/admin/users/add/');
    expect(form.body).toMatch(/<label for="id_manager">Manager:<\/label>/);
    expect(form.body).toContain('Adam Adler &lt;adam@example.org&gt;');
    const refused = await b.post('/admin/users/add/', {
      username: 'eva',
      role: 'manager',
      manager: '99',
      password1: 'a long passphrase',
      password2: 'a long passphrase',
    });
    expect(refused.body).toMatch(/id="id_manager_errors">\s*<li>Select a manager from the list.<\/li>/);
    const added = await b.post('/admin/users/add/', {
      username: 'eva',
      role: 'manager',
      manager: '2',
      password1: 'a long passphrase',
      password2: 'a long passphrase',
    });
    expect(added.headers.location).toBe('/admin/users/?added=1');
    const list = await b.get('/admin/users/');
    expect(list.body).toMatch(/>eva<\/a><\/td>\s*<td>manager<\/td>\s*<td>Adam Adler<\/td>/);
    const [eva] = await t.db.rows<{ id: number }>(sql`SELECT id FROM users WHERE username = 'eva'`);
    const change = await b.get(`/admin/users/${eva.id}/change/`);
    expect(change.body).toMatch(/<option value="2" selected>\s*Adam Adler/);
    const version = /name="_version" value="([^"]+)"/.exec(change.body)![1];
    expect(version).toBe('manager:true:2');
    const saved = await b.post(`/admin/users/${eva.id}/change/`, { role: 'manager', is_active: 'on', manager: '1', _version: version });
    expect(saved.headers.location).toBe('/admin/users/?changed=1');
    // The old version is stale now: nothing is overwritten.
    const stale = await b.post(`/admin/users/${eva.id}/change/`, { role: 'manager', is_active: 'on', manager: '', _version: version });
    expect(stale.body).toContain('This user was changed by someone else');
    const unlinked = await b.post(`/admin/users/${eva.id}/change/`, {
      role: 'manager',
      is_active: 'on',
      manager: '',
      _version: 'manager:true:1',
    });
    expect(unlinked.headers.location).toBe('/admin/users/?changed=1');
    const audit = await t.db.rows<{ changes: unknown }>(
      sql`SELECT changes FROM audit_log WHERE table_name = 'users' AND object_id = ${eva.id} ORDER BY id`,
    );
    const changes = audit.map((a) => (typeof a.changes === 'string' ? JSON.parse(a.changes) : a.changes) as Record<string, unknown>);
    expect(changes.map((c) => c.manager)).toEqual([
      [null, 'Adam Adler'],
      ['Adam Adler', 'Zoe Zeman'],
      ['Zoe Zeman', null],
    ]);
    // A deleted manager unlinks their users (ON DELETE CASCADE of the link).
    await link(eva.id, 1);
    await t.db.rows(sql`DELETE FROM mentoring_relations WHERE manager_id = 1`);
    await t.db.rows(sql`DELETE FROM managers WHERE id = 1`);
    const [{ n }] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM console_user_managers`);
    expect(n).toBe(0);
  });
});
