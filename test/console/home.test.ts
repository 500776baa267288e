// The console's home page (issue 17): the feedbacks owed today by the /feedbacks_needed/
// rule, grouped by manager, oldest first; "Mark as submitted" records a submission by the
// signed-in user (audited, in the public API at once) and can be undone; counts per table.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../support/database.js';
import { useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, roundId, startForDue } from '../support/programme.js';

const TODAY = '2026-11-22';

describe.each(databaseKinds())('console home on %s', (kind) => {
  const t = useTestApp(kind);

  /** Two managers; Zoe's relation owes Chemistry (both roles); Adam's owes Chemistry and Mid Program. */
  async function programme() {
    await insertManagers(t.db, { id: 1, firstName: 'Zoe', lastName: 'Zeman' }, { id: 2, firstName: 'Adam', lastName: 'Adler' });
    await insertMentors(t.db, { id: 1, firstName: 'Mira', lastName: 'Mentor' }, { id: 2, firstName: 'Otto', lastName: 'Old' });
    await insertMentees(t.db, { id: 1, firstName: 'Ema', lastName: 'Mentee' }, { id: 2, firstName: 'Ivo', lastName: 'Ivanov' });
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 1, status: 'matched', startDate: startForDue(TODAY, 'Chemistry') },
      { id: 2, mentorId: 2, menteeId: 2, managerId: 2, status: 'matched', startDate: startForDue('2026-10-01', 'Mid Program') },
    );
  }
  const owedApi = async () => JSON.parse((await t.app.inject({ method: 'GET', url: '/feedbacks_needed/' })).body) as unknown[];
  const markButtons = (body: string) => body.match(/>\s*Mark as submitted\s*</g)?.length ?? 0;

  it('lists what is owed grouped by manager (by name), oldest due first, with the counts of the tables', async () => {
    await programme();
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    const res = await b.get('/admin/');
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain('Feedback owed (6)');
    // Adam Adler's group first; within it the Chemistry entries (due in July) before Mid
    // Program (October); on one day, the mentee before the mentor (as /feedbacks_needed/).
    const order = [...body.matchAll(/<td>(\d{4}-\d{2}-\d{2})<\/td>\s*<td>([^<]+)<\/td>\s*<td>([^<]+)<\/td>/g)].map(
      (m) => `${m[1]} ${m[2]} ${m[3]}`,
    );
    expect(order).toEqual([
      '2026-07-17 Chemistry Ivo Ivanov',
      '2026-07-17 Chemistry Otto Old',
      '2026-10-01 Mid Program Ivo Ivanov',
      '2026-10-01 Mid Program Otto Old',
      `${TODAY} Chemistry Ema Mentee`,
      `${TODAY} Chemistry Mira Mentor`,
    ]);
    expect(body.indexOf('Adam Adler')).toBeLessThan(body.indexOf('Zoe Zeman'));
    expect(markButtons(body)).toBe(6);
    expect(body).toMatch(/<th scope="row">\s*<a href="\/admin\/mentoring-relations\/">Mentoring relations<\/a>\s*<\/th>\s*<td>2<\/td>/);
    // Accounts are an admin's: a manager sees no count of them.
    expect(body).not.toContain('Api tokens');
  });

  it('marks a feedback submitted: it leaves /feedbacks_needed/ at once, the audit log says who, and undo brings it back', async () => {
    await programme();
    const userId = await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    expect(await owedApi()).toHaveLength(6);
    const chemistry = await roundId(t.db, 'Chemistry');
    const res = await b.post('/admin/feedback/mark-submitted/', { relation: '1', round: String(chemistry), role: 'mentee' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/admin\/\?marked=\d+$/);
    expect(await owedApi()).toHaveLength(5);

    const page = await b.get(res.headers.location as string);
    expect(page.body).toContain('Marked as submitted: Chemistry feedback of mentee Ema Mentee.');
    expect(page.body).toContain('Feedback owed (5)');
    const [entry] = await t.db.rows<{ user_id: number; username: string; action: string; table_name: string; changes: unknown }>(
      sql`SELECT user_id, username, action, table_name, changes FROM audit_log`,
    );
    const changes = typeof entry.changes === 'string' ? JSON.parse(entry.changes) : entry.changes;
    expect(entry).toMatchObject({ user_id: userId, username: 'ana', action: 'add', table_name: 'feedback_submissions' });
    expect(changes).toMatchObject({ relation: [null, 1], round: [null, chemistry], role: [null, 'mentee'] });
    expect(changes.submitted_at[1]).toMatch(/^2026-11-22 /);

    const submission = /name="submission" value="(\d+)"/.exec(page.body)![1];
    const undo = await b.post('/admin/feedback/undo/', { submission });
    expect(undo.headers.location).toBe('/admin/?undone=1');
    expect(await owedApi()).toHaveLength(6);
    const actions = await t.db.rows<{ action: string }>(sql`SELECT action FROM audit_log ORDER BY id`);
    expect(actions.map((a) => a.action)).toEqual(['add', 'delete']);
  });

  it("a row's Mark button sends its entry with the page's one token form; the page is built again after a write, on every role", async () => {
    await programme();
    await addUser(t.db, 'ana', 'manager');
    await addUser(t.db, 'vic', 'viewer');
    const b = await new Browser(t.app).signIn('ana');
    const before = await b.get('/admin/');
    // One form carries the session's token; the rows' buttons belong to it by its id.
    expect(before.body.match(/id="mark-one"/g)).toHaveLength(1);
    const mark = [...before.body.matchAll(/form="mark-one"\s+name="mark"\s+value="([^"]+)"/g)].map((m) => m[1]);
    expect(mark).toHaveLength(6);
    const res = await b.post('/admin/feedback/mark-submitted/', { mark: mark[0] });
    expect(res.headers.location).toMatch(/^\/admin\/\?marked=\d+$/);
    expect(await owedApi()).toHaveLength(5);
    expect((await b.get('/admin/')).body).toContain('Feedback owed (5)');
    expect(markButtons((await b.get('/admin/')).body)).toBe(5);
    // A malformed entry changes nothing.
    for (const bad of ['1:2', '1:2:mentee:x', 'a:b:mentee', `${mark[1]}:extra`]) {
      expect((await b.post('/admin/feedback/mark-submitted/', { mark: bad })).headers.location).toBe('/admin/?stale=1');
    }
    expect(await owedApi()).toHaveLength(5);
    // A viewer sees the same list, without the buttons or the forms.
    const viewer = await (await new Browser(t.app).signIn('vic')).get('/admin/');
    expect(viewer.body).toContain('Feedback owed (5)');
    expect(markButtons(viewer.body)).toBe(0);
    expect(viewer.body).not.toContain('mark-one');
  });

  it('changes nothing when the feedback is no longer owed (marked twice, or a relation that does not exist)', async () => {
    await programme();
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    const chemistry = String(await roundId(t.db, 'Chemistry'));
    await b.post('/admin/feedback/mark-submitted/', { relation: '1', round: chemistry, role: 'mentor' });
    for (const fields of [
      { relation: '1', round: chemistry, role: 'mentor' },
      { relation: '99', round: chemistry, role: 'mentor' },
      { relation: '1', round: chemistry, role: 'manager' },
      { relation: '1e3', round: chemistry, role: 'mentor' },
      { relation: '99999999999', round: chemistry, role: 'mentor' },
    ]) {
      const res = await b.post('/admin/feedback/mark-submitted/', fields);
      expect(res.headers.location, JSON.stringify(fields)).toBe('/admin/?stale=1');
    }
    expect((await b.get('/admin/?stale=1')).body).toContain('That feedback was no longer owed: nothing was changed.');
    expect((await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feedback_submissions`))[0].n).toBe(1);
    expect((await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`))[0].n).toBe(1);
  });

  it('shows a viewer the list without buttons, and refuses their POST with 403, storing nothing', async () => {
    await programme();
    await addUser(t.db, 'vera', 'viewer');
    const b = await new Browser(t.app).signIn('vera');
    const page = await b.get('/admin/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Feedback owed (6)');
    expect(markButtons(page.body)).toBe(0);
    const res = await b.post('/admin/feedback/mark-submitted/', {
      relation: '1',
      round: String(await roundId(t.db, 'Chemistry')),
      role: 'mentee',
    });
    expect(res.statusCode).toBe(403);
    expect(await owedApi()).toHaveLength(6);
  });

  it('shows an admin the counts of users and API tokens', async () => {
    await addUser(t.db, 'root', 'admin');
    const b = await new Browser(t.app).signIn('root');
    const body = (await b.get('/admin/')).body;
    expect(body).toContain('No feedback is owed today.');
    expect(body).toMatch(/<th scope="row">\s*<a href="\/admin\/users\/">Users<\/a>\s*<\/th>\s*<td>1<\/td>/);
    expect(body).toMatch(/<th scope="row">\s*<a href="\/admin\/api-tokens\/">Api tokens<\/a>\s*<\/th>\s*<td>0<\/td>/);
  });
});
