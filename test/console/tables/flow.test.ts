// The flow of the table pages (design §10a): the list's place (search, filters, sort, page)
// kept through a save, a delete, an action and a return from a form, and never a redirect
// off the list's path; Django admin's "Save and add another" and "Save and continue
// editing"; the first field in error focused with a summary of links; a refused save over
// someone else's that shows their version and keeps what was typed; bulk refusals that name
// each row and why; select all across pages, applied in batches.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../../support/database.js';
import { TEST_NOW_MICROS, useTestApp } from '../../support/app.js';
import { addUser, Browser } from '../../support/console.js';
import { insertManagers, insertMentees, insertMentors, insertRelations } from '../../support/programme.js';

const TODAY = new Date(Number(TEST_NOW_MICROS / 1000n)).toISOString().slice(0, 10);
const FROM_LIST = (list: string) => ({ referer: `http://localhost${list}` });

describe.each(databaseKinds())('the table pages’ flow on %s', (kind) => {
  const t = useTestApp(kind);
  const count = async (table: string) =>
    (await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0].n;
  const manager = async () => new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
  const versionIn = (body: string) => /name="_version" value="([0-9a-f]{32})"/.exec(body)![1];
  const hidden = (body: string) => /name="_changelist_filters" value="([^"]*)"/.exec(body)?.[1].replaceAll('&amp;', '&');

  it('keeps search, sort and page through a change opened from the list, and back to it after the save', async () => {
    await insertMentors(t.db, { id: 1, firstName: 'Olga', lastName: 'Mentor' });
    const b = await manager();
    const form = await b.get('/admin/mentors/1/change/', FROM_LIST('/admin/mentors/?q=olga&o=-last_name&p=2&next=//evil.example/'));
    expect(hidden(form.body)).toBe('q=olga&o=-last_name&p=2');
    expect(form.body).toContain('href="/admin/mentors/?q=olga&amp;o=-last_name&amp;p=2"'); // the breadcrumb
    const saved = await b.post('/admin/mentors/1/change/', {
      _version: versionIn(form.body),
      _changelist_filters: hidden(form.body)!,
      first_name: 'Olga',
      last_name: 'Renamed',
      email: '',
    });
    expect(saved.headers.location).toBe('/admin/mentors/?q=olga&o=-last_name&p=2&saved=1');
    expect((await b.get(saved.headers.location as string)).body).toContain('was saved.');
    // Another table's list in the Referer is not this one's place.
    expect(hidden((await b.get('/admin/mentors/1/change/', FROM_LIST('/admin/mentees/?q=x'))).body)).toBeUndefined();
  });

  it('never redirects off the list: a carried place keeps only the list’s own names and values', async () => {
    await insertMentors(t.db, { id: 1, firstName: 'Olga', lastName: 'Mentor' });
    const b = await manager();
    const form = await b.get('/admin/mentors/1/change/');
    for (const carried of ['//evil.example/', 'https://evil.example/?q=x', 'q=a&o=password&p=0&saved=9&x=%0d%0aSet-Cookie:a']) {
      const res = await b.post('/admin/mentors/1/change/', {
        _version: versionIn((await b.get('/admin/mentors/1/change/')).body),
        _changelist_filters: carried,
        first_name: 'Olga',
        last_name: 'Mentor',
        email: '',
      });
      expect(res.headers.location).toMatch(/^\/admin\/mentors\/\?(q=a&)?saved=1$/);
    }
    expect(form.statusCode).toBe(200);
  });

  it('"Save and add another" opens an empty form with a message; "Save and continue editing" the row again; the place kept', async () => {
    const b = await manager();
    await b.get('/admin/mentors/add/', FROM_LIST('/admin/mentors/?q=nov'));
    const another = await b.post('/admin/mentors/add/', {
      _changelist_filters: 'q=nov',
      _addanother: '',
      first_name: 'Jana',
      last_name: 'Nováková',
      email: '',
    });
    const [{ id }] = await t.db.rows<{ id: number }>(sql`SELECT id FROM mentors`);
    expect(another.headers.location).toBe(`/admin/mentors/add/?saved=${id}&_changelist_filters=q%3Dnov`);
    const empty = await b.get(another.headers.location as string);
    expect(empty.body).toContain('Jana Nováková</a>” was saved. You may add another mentor below.');
    expect(hidden(empty.body)).toBe('q=nov');
    expect(empty.body).toContain('<button type="submit" name="_addanother">Save and add another</button>');
    const again = await b.post('/admin/mentors/add/', { _continue: '', first_name: 'Petr', last_name: 'Novák', email: '' });
    const [{ id: second }] = await t.db.rows<{ id: number }>(sql`SELECT max(id) AS id FROM mentors`);
    expect(again.headers.location).toBe(`/admin/mentors/${second}/change/?saved=${second}`);
    const editing = await b.get(again.headers.location as string);
    expect(editing.body).toContain('was saved. You may edit it again below.');
    expect(editing.body).toContain('value="Petr"');
    const saved = await b.post(`/admin/mentors/${second}/change/`, {
      _version: versionIn(editing.body),
      _continue: '',
      first_name: 'Petr',
      last_name: 'Nový',
      email: '',
    });
    expect(saved.headers.location).toBe(`/admin/mentors/${second}/change/?saved=${second}`);
  });

  it('focuses the first field in error and lists the errors as links to their fields', async () => {
    const b = await manager();
    await b.get('/admin/mentors/add/');
    const res = await b.post('/admin/mentors/add/', { first_name: '', last_name: '', email: '' });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/autofocus/g)).toHaveLength(1);
    expect(res.body).toMatch(/<input\s+type="text"\s+name="first_name"\s+id="id_first_name"[^>]*aria-invalid="true"[^>]*autofocus/);
    expect(res.body).toMatch(/<ul class="error-summary">\s*<li><a href="#id_first_name">First name: [^<]+<\/a><\/li>/);
    expect(res.body).toContain('<li><a href="#id_last_name">Last name: ');
    expect(await count('mentors')).toBe(0);
  });

  it('refuses a save over someone else’s, shows their version beside what was typed, and saves only when sent again', async () => {
    await insertManagers(t.db, { id: 7, firstName: 'Jana', lastName: 'Nová' });
    const a = await manager();
    await addUser(t.db, 'ben', 'manager');
    const b = await new Browser(t.app).signIn('ben');
    const opened = versionIn((await a.get('/admin/managers/7/change/', FROM_LIST('/admin/managers/?q=jana'))).body);
    const theirs = versionIn((await b.get('/admin/managers/7/change/')).body);
    await b.post('/admin/managers/7/change/', { _version: theirs, first_name: 'Jana', last_name: 'Bena', email: '' });
    const late = await a.post('/admin/managers/7/change/', {
      _version: opened,
      _changelist_filters: 'q=jana',
      first_name: 'Jana',
      last_name: 'Anina',
      email: '',
    });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('Their version and yours');
    expect(late.body).toMatch(/<th scope="row">Last name<\/th>\s*<td>Bena<\/td>\s*<td>Anina<\/td>/);
    expect(late.body).toContain('value="Anina"');
    // Their version is a GET link away (nothing posted again), with the list's place.
    expect(late.body).toContain(
      '<a href="/admin/managers/7/change/?_changelist_filters=q%3Djana">discard yours and open their version</a>',
    );
    expect(await t.db.rows(sql`SELECT last_name FROM managers`)).toEqual([{ last_name: 'Bena' }]);
    // The form now carries their version: sending it again is a deliberate save over theirs.
    const again = await a.post('/admin/managers/7/change/', {
      _version: versionIn(late.body),
      _changelist_filters: 'q=jana',
      first_name: 'Jana',
      last_name: 'Anina',
      email: '',
    });
    expect(again.headers.location).toBe('/admin/managers/?q=jana&saved=7');
    expect(await t.db.rows(sql`SELECT last_name FROM managers`)).toEqual([{ last_name: 'Anina' }]);
  });

  it('keeps the place through a delete, its confirmation and its refusal', async () => {
    await insertMentors(t.db, { id: 1, firstName: 'Mira', lastName: 'M' });
    const b = await manager();
    const asked = await b.get('/admin/mentors/1/delete/?_changelist_filters=q%3Dmira%26o%3D-id');
    expect(hidden(asked.body)).toBe('q=mira&o=-id');
    expect(asked.body).toContain('href="/admin/mentors/1/change/?_changelist_filters=q%3Dmira%26o%3D-id">No, take me back</a>');
    const done = await b.post('/admin/mentors/1/delete/', { _changelist_filters: 'q=mira&o=-id' });
    expect(done.headers.location).toBe('/admin/mentors/?q=mira&o=-id&deleted=1');
  });

  describe('bulk actions', () => {
    const people = async () => {
      await insertManagers(t.db, { id: 101, firstName: 'Marta', lastName: 'Manager' });
      await insertMentors(t.db, { id: 201, firstName: 'Olga', lastName: 'Mentor' }, { id: 202, firstName: 'Free', lastName: 'Mentor' });
      await insertMentees(t.db, { id: 301, firstName: 'Petr', lastName: 'Mentee' });
      await insertRelations(t.db, { id: 401, mentorId: 201, menteeId: 301, managerId: 101, status: 'pending', startDate: TODAY });
    };

    it('names each row a delete refuses and why, on the confirmation and after a refused delete; the place kept', async () => {
      await people();
      const b = await manager();
      await b.get('/admin/mentors/?q=mentor');
      const asked = await b.postRaw(
        '/admin/mentors/actions/',
        'action=delete&_selected_action=201&_selected_action=202&_changelist_filters=q%3Dmentor',
      );
      expect(asked.body).toContain('Delete the selected mentors: 1 of the 2 selected.');
      expect(asked.body).toContain('<li>Olga Mentor: 1 mentoring relations still point at it</li>');
      expect(asked.body).toMatch(/name="_selected_action" value="202"/);
      expect(asked.body).not.toMatch(/name="_selected_action" value="201"/);
      const refused = await b.postRaw(
        '/admin/mentors/actions/',
        'action=delete&_selected_action=201&_selected_action=202&post=yes&_changelist_filters=q%3Dmentor',
      );
      expect(refused.headers.location).toBe('/admin/mentors/?q=mentor&refused=referenced&action=delete&refused_ids=201');
      const list = (await b.get(refused.headers.location as string)).body;
      expect(list).toContain('Nothing was deleted: other rows still point at some of the selected mentors.');
      expect(list).toContain('<li>Olga Mentor: 1 mentoring relations still point at it</li>');
      expect(await count('mentors')).toBe(2);
      const done = await b.postRaw('/admin/mentors/actions/', 'action=delete&_selected_action=202&post=yes&_changelist_filters=q%3Dmentor');
      expect(done.headers.location).toBe('/admin/mentors/?q=mentor&action=delete&changed=1&left=0');
    });

    it('selects all the rows of a filtered list across its pages, applies the action in batches, and names the rows left', async () => {
      await people();
      await t.db.rows(
        sql`INSERT INTO mentors (id, first_name, last_name) SELECT 1000 + i, 'Bulk' || i, 'Person' FROM generate_series(1, 1203) AS i`,
      );
      await insertRelations(t.db, { id: 402, mentorId: 1007, menteeId: 301, managerId: 101, status: 'pending', startDate: TODAY });
      const b = await manager();
      const list = await b.get('/admin/mentors/?q=person');
      expect(list.body).toContain('Select all 1,203 mentors of this list (every page)');
      expect(hidden(list.body)).toBe('q=person');
      const asked = await b.postRaw('/admin/mentors/actions/', 'action=delete&select_across=1&_changelist_filters=q%3Dperson');
      expect(asked.body).toContain('Delete the selected mentors: all 1,203 mentors of the list, 500 at a time.');
      expect(asked.body).toContain('<input type="hidden" name="select_across" value="1" />');
      const done = await b.postRaw('/admin/mentors/actions/', 'action=delete&select_across=1&post=yes&_changelist_filters=q%3Dperson');
      expect(done.headers.location).toBe('/admin/mentors/?q=person&action=delete&changed=1202&left=1&refused_ids=1007');
      expect((await b.get(done.headers.location as string)).body).toContain(
        '<li>Bulk7 Person: 1 mentoring relations still point at it</li>',
      );
      // Only the filtered list: the others are where they were; each deleted row audited.
      expect(await count('mentors')).toBe(3);
      expect(await count('audit_log')).toBe(1202);
    });
  });
});
