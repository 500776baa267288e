// The console's pages for the rest of the programme's tables: mentoring relations (selects
// that read as people, the status moves), feedback rounds and submissions, courses (the API's
// own fields: a recording link the API refuses is refused here), pre-lead statuses (rename,
// recolour, reorder, disable; never added or deleted) and smart goals (read and deleted
// only). Every change is seen by the public API at once.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../../support/database.js';
import { TEST_NOW_MICROS, useTestApp } from '../../support/app.js';
import { addUser, Browser } from '../../support/console.js';
import {
  addDays,
  insertManagers,
  insertMentees,
  insertMentors,
  insertRelations,
  insertSubmission,
  roundId,
} from '../../support/programme.js';
import { insertSmartGoals } from '../../support/fixtures.js';

const TODAY = new Date(Number(TEST_NOW_MICROS / 1000n)).toISOString().slice(0, 10);

describe.each(databaseKinds())('console pages of the programme tables on %s', (kind) => {
  const t = useTestApp(kind);
  const one = async <T>(query: ReturnType<typeof sql>) => (await t.db.rows<T>(query))[0];
  const count = async (table: string) => (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)).n;
  const manager = async () => new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
  const api = async (url: string) => JSON.parse((await t.app.inject({ method: 'GET', url })).body) as unknown;
  const people = async () => {
    await insertManagers(t.db, { id: 101, firstName: 'Marta', lastName: 'Manager' });
    await insertMentors(t.db, { id: 201, firstName: 'Olga', lastName: 'Mentor' });
    await insertMentees(t.db, { id: 301, firstName: 'Petr', lastName: 'Mentee' });
  };

  describe('mentoring relations', () => {
    it('are added with selects that read as the people, and listed as "mentor → mentee"', async () => {
      await people();
      const b = await manager();
      const form = await b.get('/admin/mentoring-relations/add/');
      expect(form.body).toMatch(/<select name="mentor_id" id="id_mentor_id" required\s*(?:aria-describedby="id_mentor_id_help"\s*)?>/);
      expect(form.body).toMatch(/<option value="201"\s*>Olga Mentor<\/option>/);
      expect(form.body).toMatch(/<option value="301"\s*>Petr Mentee<\/option>/);
      // A new relation is pending or matched; the select offers nothing else.
      expect(form.body).toMatch(/<option value="matched"\s*>matched<\/option>/);
      expect(form.body).not.toContain('<option value="finished"');
      const res = await b.post('/admin/mentoring-relations/add/', {
        mentor_id: '201',
        mentee_id: '301',
        manager_id: '101',
        status: 'matched',
        start_date: addDays(TODAY, -14),
      });
      expect(res.statusCode).toBe(302);
      const list = await b.get('/admin/mentoring-relations/');
      expect(list.body).toContain('<td>Olga Mentor</td>');
      expect(list.body).toMatch(/aria-label="\d+ Olga Mentor → Petr Mentee">\d+<\/a>/);
      // Matched 14 days ago: the chemistry feedbacks are owed, on /feedbacks_needed/ at once.
      expect(await api('/feedbacks_needed/')).toHaveLength(2);
      const [entry] = await t.db.rows<{ object_repr: string }>(sql`SELECT object_repr FROM audit_log`);
      expect(entry.object_repr).toBe('Olga Mentor → Petr Mentee');
      // Searched by the people's names.
      expect((await b.get('/admin/mentoring-relations/?q=petr')).body).toContain('1 mentoring relation matching');
    });

    it('refuse a person who does not exist, a date that is none and a status a new relation cannot have; nothing stored', async () => {
      await people();
      const b = await manager();
      await b.get('/admin/mentoring-relations/add/');
      const res = await b.post('/admin/mentoring-relations/add/', {
        mentor_id: '999',
        mentee_id: 'x',
        manager_id: '101',
        status: 'finished',
        start_date: '2026-02-30',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/id="id_mentee_id_errors">\s*<li>A valid integer is required.<\/li>/);
      expect(await count('mentoring_relations')).toBe(0);
      const next = await b.post('/admin/mentoring-relations/add/', {
        mentor_id: '999',
        mentee_id: '301',
        manager_id: '101',
        status: 'finished',
        start_date: '2026-02-30',
      });
      expect(next.body).toMatch(/id="id_mentor_id_errors">\s*<li>Invalid pk &quot;999&quot; - object does not exist.<\/li>/);
      expect(next.body).toMatch(
        /id="id_start_date_errors">\s*<li>Date has wrong format. Use one of these formats instead: YYYY-MM-DD.<\/li>/,
      );
      expect(next.body).toMatch(/id="id_status_errors">\s*<li>A new relation is pending or matched, not “finished”.<\/li>/);
      const bogus = await b.post('/admin/mentoring-relations/add/', {
        mentor_id: '201',
        mentee_id: '301',
        manager_id: '101',
        status: 'active',
        start_date: TODAY,
      });
      expect(bogus.body).toMatch(/id="id_status_errors">\s*<li>&quot;active&quot; is not a valid choice.<\/li>/);
      expect(await count('mentoring_relations')).toBe(0);
      expect(await count('audit_log')).toBe(0);
    });

    it('move pending → matched → paused → finished, and no further; a refused move stores nothing', async () => {
      await people();
      await insertRelations(t.db, { id: 401, mentorId: 201, menteeId: 301, managerId: 101, status: 'pending', startDate: TODAY });
      const b = await manager();
      const move = async (status: string) => {
        const form = await b.get('/admin/mentoring-relations/401/change/');
        const version = /name="_version" value="([0-9a-f]+)"/.exec(form.body)![1];
        return b.post('/admin/mentoring-relations/401/change/', {
          _version: version,
          mentor_id: '201',
          mentee_id: '301',
          manager_id: '101',
          status,
          start_date: TODAY,
        });
      };
      const status = async () => (await one<{ status: string }>(sql`SELECT status FROM mentoring_relations`)).status;
      expect((await move('paused')).body).toContain('A pending relation cannot become paused: it can become matched, cancelled.');
      expect(await status()).toBe('pending');
      for (const next of ['matched', 'paused', 'finished']) {
        expect((await move(next)).statusCode).toBe(302);
        expect(await status()).toBe(next);
      }
      const form = await b.get('/admin/mentoring-relations/401/change/');
      expect(form.body).not.toContain('<option value="matched"');
      expect((await move('matched')).body).toContain('A finished relation cannot become matched: it has ended.');
      expect(await status()).toBe('finished');
      expect(await count('audit_log')).toBe(3);
    });
  });

  describe('feedback rounds and submissions', () => {
    it('rounds are changed (not added, not deleted): days after start at least 0, by DRF', async () => {
      const b = await manager();
      const id = await roundId(t.db, 'Chemistry');
      expect((await b.get('/admin/feedback-rounds/add/')).statusCode).toBe(404);
      const form = await b.get(`/admin/feedback-rounds/${id}/change/`);
      expect(form.body).toMatch(/<span class="label">Title:<\/span>\s*<span class="value">Chemistry<\/span>/);
      expect(form.body).not.toContain('/delete/');
      const version = /name="_version" value="([0-9a-f]+)"/.exec(form.body)![1];
      const bad = await b.post(`/admin/feedback-rounds/${id}/change/`, {
        _version: version,
        order: '1',
        days_after_start: '-1',
        title: 'Final',
      });
      expect(bad.body).toMatch(/id="id_days_after_start_errors">\s*<li>Ensure this value is greater than or equal to 0.<\/li>/);
      const ok = await b.post(`/admin/feedback-rounds/${id}/change/`, {
        _version: version,
        order: '1',
        days_after_start: '21',
        title: 'Final',
      });
      expect(ok.statusCode).toBe(302);
      // The title was not the form's to change.
      expect(await one(sql`SELECT title, days_after_start FROM feedback_rounds WHERE id = ${id}`)).toEqual({
        title: 'Chemistry',
        days_after_start: 21,
      });
      expect((await b.post(`/admin/feedback-rounds/${id}/delete/`, {})).statusCode).toBe(404);
      expect(await count('feedback_rounds')).toBe(3);
    });

    it('a submission is added with the relation and round it belongs to; a second of the same is a form message, not a 500', async () => {
      await people();
      await insertRelations(t.db, { id: 401, mentorId: 201, menteeId: 301, managerId: 101, startDate: addDays(TODAY, -14) });
      expect(await api('/feedbacks_needed/')).toHaveLength(2);
      const b = await manager();
      const form = await b.get('/admin/feedback-submissions/add/');
      expect(form.body).toMatch(/<option value="401"\s*>Olga Mentor → Petr Mentee<\/option>/);
      const chemistry = String(await roundId(t.db, 'Chemistry'));
      const fields = { relation_id: '401', round_id: chemistry, role: 'mentor', submitted_at: `${TODAY}T09:30` };
      expect((await b.post('/admin/feedback-submissions/add/', fields)).statusCode).toBe(302);
      expect(await api('/feedbacks_needed/')).toHaveLength(1);
      // 09:30 in Prague (UTC+1 in November) is 08:30 UTC.
      const stored = await one<{ at: string }>(
        sql`SELECT to_char(submitted_at AT TIME ZONE 'UTC', 'HH24:MI') AS at FROM feedback_submissions`,
      );
      expect(stored.at).toBe('08:30');
      const again = await b.post('/admin/feedback-submissions/add/', fields);
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('A row with these values already exists.');
      expect(await count('feedback_submissions')).toBe(1);
      const list = await b.get('/admin/feedback-submissions/');
      expect(list.body).toContain('<td>Olga Mentor → Petr Mentee</td>');
      expect(list.body).toContain(`<td>${TODAY}T09:30:00+01:00</td>`);
    });
  });

  describe('courses', () => {
    const course = { title: 'Data 101', code: '7', gsheet_name: 'data-101', date_w1: `${TODAY}T18:00`, deactivated: 'on' };

    it('are validated by the API’s own fields: a recording link the API refuses is refused; nothing stored', async () => {
      const b = await manager();
      await b.get('/admin/courses/add/');
      for (const link of ['javascript:alert(1)', 'drive.google.com/abc']) {
        const res = await b.post('/admin/courses/add/', { ...course, recording_w2: link });
        expect(res.statusCode).toBe(200);
        expect(res.body).toMatch(/id="id_recording_w2_errors">\s*<li>Enter a valid URL.<\/li>/);
      }
      const res = await b.post('/admin/courses/add/', { ...course, code: '2147483648' });
      expect(res.body).toMatch(/id="id_code_errors">\s*<li>Ensure this value is less than or equal to 2147483647.<\/li>/);
      expect(await count('courses')).toBe(0);
    });

    it('are added (created by the signed-in user) and later given their week-2 recording; the API shows both at once', async () => {
      const userId = await addUser(t.db, 'ana', 'manager');
      const b = await new Browser(t.app).signIn('ana');
      await b.get('/admin/courses/add/');
      expect((await b.post('/admin/courses/add/', course)).statusCode).toBe(302);
      const [added] = (await api('/courses/')) as { results?: unknown[] } & Record<string, unknown>[];
      const row = await one<{ id: number; created_by_id: number; deactivated: boolean }>(
        sql`SELECT id, created_by_id, deactivated FROM courses`,
      );
      expect(row.created_by_id).toBe(userId);
      expect(row.deactivated).toBe(true);
      expect(added ?? row).toBeTruthy();
      const form = await b.get(`/admin/courses/${row.id}/change/`);
      expect(form.body).toMatch(/<span class="label">Created by:<\/span>\s*<span class="value">ana<\/span>/);
      expect(form.body).toContain(`value="${TODAY}T18:00:00"`);
      const version = /name="_version" value="([0-9a-f]+)"/.exec(form.body)![1];
      // Unticking the box sends nothing: the course is active again.
      const { deactivated: _, ...active } = course;
      const saved = await b.post(`/admin/courses/${row.id}/change/`, {
        ...active,
        _version: version,
        recording_w2: 'https://example.org/week-2',
      });
      expect(saved.statusCode).toBe(302);
      const shown = JSON.stringify(await api('/courses/'));
      expect(shown).toContain('"recording_w2":"https://example.org/week-2"');
      expect(shown).toContain('"deactivated":false');
      const history = await b.get(`/admin/courses/${row.id}/history/`);
      expect(history.body).toContain('https://example.org/week-2');
    });
  });

  describe('pre-lead statuses', () => {
    it('are renamed, recoloured, reordered and disabled, never added or deleted; the value stays', async () => {
      const b = await manager();
      expect((await b.get('/admin/pre-lead-statuses/add/')).statusCode).toBe(404);
      expect((await b.post('/admin/pre-lead-statuses/add/', { name: 'x', order: '1', background: '#000000' })).statusCode).toBe(404);
      const list = await b.get('/admin/pre-lead-statuses/');
      expect(list.body).toContain('9 pre-lead statuses');
      expect(list.body).toContain('<img class="swatch"');
      const form = await b.get('/admin/pre-lead-statuses/1/change/');
      const version = /name="_version" value="([0-9a-f]+)"/.exec(form.body)![1];
      const bad = await b.post('/admin/pre-lead-statuses/1/change/', {
        _version: version,
        name: 'Call booked',
        order: '10',
        background: 'red',
      });
      expect(bad.body).toMatch(/id="id_background_errors">\s*<li>Enter a colour as # and six hexadecimal digits, such as #CCE5FF.<\/li>/);
      expect(bad.body).toContain('value="red"');
      const ok = await b.post('/admin/pre-lead-statuses/1/change/', {
        _version: version,
        name: 'Call booked',
        order: '10',
        background: '#123ABC',
        disabled: 'on',
        value: 'hacked',
      });
      expect(ok.statusCode).toBe(302);
      const statuses = (await api('/pre-lead-statuses/')) as Record<string, unknown>[];
      expect(statuses.find((s) => s.value === 'call_scheduled')).toMatchObject({
        name: 'Call booked',
        background: '#123ABC',
        disabled: true,
        order: 10,
      });
      expect(statuses).toHaveLength(9);
      expect((await b.post('/admin/pre-lead-statuses/1/delete/', {})).statusCode).toBe(404);
      expect(await count('pre_lead_statuses')).toBe(9);
    });
  });

  describe('smart goals', () => {
    it('are listed and read, not added or changed; deleted (a privacy request) with a confirmation and an audit entry', async () => {
      await insertSmartGoals(t.db, 3);
      const b = await manager();
      const list = await b.get('/admin/smart-goals/');
      expect(list.body).toContain('3 smart goals');
      expect(list.body).not.toContain('Add smart goal');
      const view = await b.get('/admin/smart-goals/2/change/');
      expect(view.body).toContain('View smart goal');
      expect(view.body).not.toContain('>Save<');
      expect((await b.post('/admin/smart-goals/2/change/', {})).statusCode).toBe(404);
      expect((await b.get('/admin/smart-goals/2/delete/')).body).toContain(
        'Are you sure you want to delete the smart goal “Smart goal 2”?',
      );
      expect((await b.post('/admin/smart-goals/2/delete/', {})).statusCode).toBe(302);
      expect(await count('smart_goals')).toBe(2);
      expect(((await api('/smart-goals/')) as { count: number }).count).toBe(2);
      const [entry] = await t.db.rows<{ action: string; object_repr: string }>(sql`SELECT action, object_repr FROM audit_log`);
      expect(entry).toEqual({ action: 'delete', object_repr: 'Smart goal 2' });
    });
  });

  describe('bulk actions', () => {
    const relations = async () => {
      await people();
      await insertMentors(t.db, { id: 202, firstName: 'Hana', lastName: 'Mentor' });
      await insertMentees(t.db, { id: 302, firstName: 'Ivan', lastName: 'Mentee' });
      await insertRelations(
        t.db,
        { id: 401, mentorId: 201, menteeId: 301, managerId: 101, status: 'matched', startDate: addDays(TODAY, -14) },
        { id: 402, mentorId: 202, menteeId: 302, managerId: 101, status: 'finished', startDate: addDays(TODAY, -14) },
      );
    };
    const statuses = async () =>
      (await t.db.rows<{ id: number; status: string }>(sql`SELECT id, status FROM mentoring_relations ORDER BY id`)).map(
        (r) => `${r.id} ${r.status}`,
      );

    it('change the status of the selected relations after a confirmation naming each; a move a relation cannot make leaves it as it is', async () => {
      await relations();
      const b = await manager();
      const list = await b.get('/admin/mentoring-relations/');
      expect(list.body).toContain('<option value="status_paused">Change the status of the selected relations to paused</option>');
      expect(list.body).toContain('aria-label="Select Olga Mentor → Petr Mentee"');
      const asked = await b.post('/admin/mentoring-relations/actions/', { action: 'status_paused', _selected_action: '401' }, {});
      // Both rows: URLSearchParams from an object keeps one value, so post the pair by hand.
      const both = await b.postRaw('/admin/mentoring-relations/actions/', 'action=status_paused&_selected_action=401&_selected_action=402');
      expect(asked.statusCode).toBe(200);
      expect(both.body).toContain('Change the status of the selected relations to paused: 1 of the 2 selected.');
      expect(both.body).toContain('Hana Mentor → Ivan Mentee: a finished relation cannot become paused');
      expect(await statuses()).toEqual(['401 matched', '402 finished']); // nothing yet
      const done = await b.postRaw(
        '/admin/mentoring-relations/actions/',
        'action=status_paused&_selected_action=401&_selected_action=402&post=yes',
      );
      expect(done.statusCode).toBe(302);
      expect(await statuses()).toEqual(['401 paused', '402 finished']);
      const after = await b.get(done.headers.location as string);
      expect(after.body).toContain('1 mentoring relation changed to paused; 1 left as they were.');
      const log = await t.db.rows<{ action: string; object_id: number }>(sql`SELECT action, object_id FROM audit_log`);
      expect(log).toEqual([{ action: 'change', object_id: 401 }]);
      // A paused relation is no longer owed feedback.
      expect(await api('/feedbacks_needed/')).toEqual([]);
    });

    it('deactivate courses, and delete the selected (refused whole while other rows point at one)', async () => {
      await relations();
      await t.db.rows(sql`INSERT INTO courses (id, title, code, gsheet_name) VALUES (501, 'A', 1, 'a'), (502, 'B', 2, 'b')`);
      const b = await manager();
      await b.get('/admin/courses/');
      await b.postRaw('/admin/courses/actions/', 'action=deactivate&_selected_action=501&_selected_action=502&post=yes');
      expect(await t.db.rows(sql`SELECT id, deactivated FROM courses ORDER BY id`)).toEqual([
        { id: 501, deactivated: true },
        { id: 502, deactivated: true },
      ]);
      const refused = await b.postRaw('/admin/mentors/actions/', 'action=delete&_selected_action=201&_selected_action=202&post=yes');
      expect((await b.get(refused.headers.location as string)).body).toContain(
        'Nothing was deleted: other rows still point at some of the selected mentors.',
      );
      expect(await count('mentors')).toBe(2);
      await b.postRaw('/admin/mentoring-relations/actions/', 'action=delete&_selected_action=402&post=yes');
      const deleted = await b.postRaw('/admin/mentors/actions/', 'action=delete&_selected_action=202&post=yes');
      expect((await b.get(deleted.headers.location as string)).body).toContain('1 mentor deleted.');
      expect(await count('mentors')).toBe(1);
      // A viewer is refused on the server; an action the table does not have changes nothing.
      await addUser(t.db, 'vera', 'viewer');
      const v = await new Browser(t.app).signIn('vera');
      expect((await v.get('/admin/mentors/')).body).not.toContain('name="_selected_action"');
      expect((await v.postRaw('/admin/mentors/actions/', 'action=delete&_selected_action=201&post=yes')).statusCode).toBe(403);
      const odd = await b.postRaw('/admin/pre-lead-statuses/actions/', 'action=delete&_selected_action=1&post=yes');
      expect((await b.get(odd.headers.location as string)).body).toContain('Choose an action, then Go.');
      expect(await count('pre_lead_statuses')).toBe(9);
      expect(await count('mentors')).toBe(1);
    });

    it('mark the selected owed feedbacks submitted from the home page, after a confirmation, in one go', async () => {
      await relations();
      const b = await manager();
      const home = await b.get('/admin/');
      expect(home.body).toContain('Mark the selected as submitted');
      const entries = [...home.body.matchAll(/name="entry"\s+value="([^"]+)"/g)].map((m) => m[1]);
      expect(entries).toHaveLength(2);
      const body = entries.map((e) => `entry=${encodeURIComponent(e)}`).join('&');
      const asked = await b.postRaw('/admin/feedback/mark-selected/', `${body}&entry=1:2:boss&entry=999:1:mentor`);
      expect(asked.body).toContain('Mark 2 feedbacks as submitted by you, now:');
      expect(await count('feedback_submissions')).toBe(0);
      const done = await b.postRaw('/admin/feedback/mark-selected/', `${body}&post=yes`);
      expect((await b.get(done.headers.location as string)).body).toContain('Marked 2 as submitted.');
      expect(await api('/feedbacks_needed/')).toEqual([]);
      expect(await count('audit_log')).toBe(2);
    });
  });

  it('narrow a list by a filter (kept by the search, the sort and the CSV export); a value not offered is ignored', async () => {
    await people();
    await insertMentors(t.db, { id: 202, firstName: 'Hana', lastName: 'Mentor' });
    await insertMentees(t.db, { id: 302, firstName: 'Ivan', lastName: 'Mentee' });
    await insertRelations(
      t.db,
      { id: 401, mentorId: 201, menteeId: 301, managerId: 101, status: 'matched', startDate: TODAY },
      { id: 402, mentorId: 202, menteeId: 302, managerId: 101, status: 'paused', startDate: TODAY },
    );
    const b = await manager();
    const all = await b.get('/admin/mentoring-relations/');
    expect(all.body).toContain('2 mentoring relations');
    expect(all.body).toMatch(/<a\s+href="\/admin\/mentoring-relations\/\?status=paused"\s*>paused<\/a/);
    const paused = await b.get('/admin/mentoring-relations/?status=paused&o=-start_date');
    expect(paused.body).toContain('1 mentoring relation');
    expect(paused.body).toContain('Hana Mentor');
    expect(paused.body).not.toContain('<td>Olga Mentor</td>');
    expect(paused.body).toMatch(/href="\/admin\/mentoring-relations\/\?status=paused&amp;o=-start_date"\s*aria-current="true"/);
    expect(paused.body).toContain('<input type="hidden" name="status" value="paused" />');
    const searched = (await b.get('/admin/mentoring-relations/?status=paused&q=olga')).body;
    expect(/<p class="count">([^<]*)/.exec(searched)?.[1]).toBe('0 mentoring relations matching “olga”');
    const csv = await b.get('/admin/mentoring-relations/export/?status=paused');
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    expect((await b.get("/admin/mentoring-relations/?status=x'%20OR%201=1")).body).toContain('2 mentoring relations');
    expect((await b.get('/admin/pre-lead-statuses/?disabled=false')).body).toContain('9 pre-lead statuses');
    expect((await b.get('/admin/pre-lead-statuses/?disabled=true')).body).toContain('0 pre-lead statuses');
  });

  it('pick a reference past 1,000 rows by search (issue 32: never a bare id box), showing the row it names now', async () => {
    await people();
    await t.db.rows(sql`INSERT INTO mentors (id, first_name, last_name) SELECT 1000 + i, 'M' || i, 'X' FROM generate_series(1, 1000) AS i`);
    await insertRelations(t.db, { id: 401, mentorId: 201, menteeId: 301, managerId: 101, status: 'pending', startDate: TODAY });
    const b = await manager();
    const form = await b.get('/admin/mentoring-relations/401/change/');
    expect(form.body).toMatch(/<input type="hidden" name="mentor_id" value="201" class="picked-id" \/>/);
    expect(form.body).toMatch(/role="combobox"/);
    expect(form.body).toContain('Chosen: Olga Mentor.');
    expect(form.body).toMatch(/<select\s+name="mentee_id"/); // one mentee: still a select
    const version = /name="_version" value="([0-9a-f]+)"/.exec(form.body)![1];
    const fields = { _version: version, mentee_id: '301', manager_id: '101', status: 'pending', start_date: TODAY };
    expect((await b.post('/admin/mentoring-relations/401/change/', { ...fields, mentor_id: '1500' })).statusCode).toBe(302);
    expect(await one(sql`SELECT mentor_id FROM mentoring_relations`)).toEqual({ mentor_id: 1500 });
  });

  it('refuse to delete a relation whose feedback submissions would go with it unaudited, one or in bulk', async () => {
    await people();
    await insertRelations(t.db, { id: 401, mentorId: 201, menteeId: 301, managerId: 101, startDate: addDays(TODAY, -14) });
    await insertSubmission(t.db, { relationId: 401, round: 'Chemistry', role: 'mentee' });
    const b = await manager();
    expect((await b.get('/admin/mentoring-relations/401/delete/')).body).toContain('would leave rows pointing at nothing');
    expect((await b.post('/admin/mentoring-relations/401/delete/', {})).headers.location).toBe('/admin/mentoring-relations/401/delete/');
    const bulk = await b.postRaw('/admin/mentoring-relations/actions/', 'action=delete&_selected_action=401&post=yes');
    expect(bulk.headers.location).toContain('refused=referenced');
    expect(await count('mentoring_relations')).toBe(1);
    expect(await count('feedback_submissions')).toBe(1);
    expect(await count('audit_log')).toBe(0);
  });

  it('save a form left as it was without an audit entry: no link turned into "", no microseconds lost', async () => {
    await people();
    await insertRelations(t.db, { id: 401, mentorId: 201, menteeId: 301, managerId: 101, startDate: addDays(TODAY, -14) });
    await insertSubmission(t.db, { relationId: 401, round: 'Chemistry', role: 'mentee', submittedAt: '2026-11-01T10:00:00.123456Z' });
    await t.db.rows(sql`INSERT INTO courses (id, title, code, gsheet_name, date_w1) VALUES (501, 'A', 1, 'a', '2026-01-13 17:00:00.5+00')`);
    const b = await manager();
    const saveAsShown = async (path: string) => {
      const form = await b.get(path);
      const fields: Record<string, string> = {};
      for (const m of form.body.matchAll(
        /<input\s+type="(?:text|url|datetime-local|date|email)"\s+name="([^"]+)"\s+id="[^"]+"[^>]*?value="([^"]*)"/g,
      ))
        fields[m[1]] = m[2];
      for (const m of form.body.matchAll(/<select\s+name="([^"]+)"[\s\S]*?<option value="([^"]*)"\s+selected/g)) fields[m[1]] = m[2];
      for (const m of form.body.matchAll(/<input\s+type="checkbox"\s+name="([^"]+)"[^>]*checked/g)) fields[m[1]] = 'on';
      fields._version = /name="_version" value="([0-9a-f]+)"/.exec(form.body)![1];
      return b.post(path, fields);
    };
    const submission = (await t.db.rows<{ id: number }>(sql`SELECT id FROM feedback_submissions`))[0].id;
    expect((await saveAsShown(`/admin/feedback-submissions/${submission}/change/`)).statusCode).toBe(302);
    expect((await saveAsShown('/admin/courses/501/change/')).statusCode).toBe(302);
    expect((await saveAsShown('/admin/mentoring-relations/401/change/')).statusCode).toBe(302);
    expect(await count('audit_log')).toBe(0);
    const course = await one<{ recording_w1: string | null; date_w1: string }>(
      sql`SELECT recording_w1, to_char(date_w1 AT TIME ZONE 'UTC', 'HH24:MI:SS.US') AS date_w1 FROM courses`,
    );
    expect(course).toEqual({ recording_w1: null, date_w1: '17:00:00.500000' });
    const at = await one<{ at: string }>(sql`SELECT to_char(submitted_at AT TIME ZONE 'UTC', 'SS.US') AS at FROM feedback_submissions`);
    expect(at.at).toBe('00.123456');
  });

  it('search for a NUL as for the rest of the text, never a server error', async () => {
    await people();
    const b = await manager();
    const res = await b.get('/admin/managers/?q=%00Marta');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('1 manager matching');
    expect((await b.get('/admin/managers/export/?q=%00')).statusCode).toBe(200);
    expect((await b.get('/admin/smart-goals/?q=%00')).statusCode).toBe(200);
  });

  it('keeps feedback owed by a relation the console matched on the home page too', async () => {
    await people();
    await insertRelations(t.db, { id: 401, mentorId: 201, menteeId: 301, managerId: 101, startDate: addDays(TODAY, -14) });
    await insertSubmission(t.db, { relationId: 401, round: 'Chemistry', role: 'mentee' });
    const b = await manager();
    const home = await b.get('/admin/');
    expect(home.body).toContain('Olga Mentor');
    expect(home.body).toContain('<a href="/admin/feedback-submissions/">Feedback submissions</a>');
  });
});
