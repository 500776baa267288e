// A mentor and a mentee matched twice are refused (design §10a, docs/decisions.md): by the
// programme's service, so on every write path (the console's add and change forms, its bulk
// status change, any caller of the service), with a message beside the mentee's field that
// names the relation already there. A pair that is not matched, or a relation already in a
// pair from before the rule that keeps its values, is let be.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { relation } from '../../src/programme/relation.js';
import { TABLE_BY_NAME } from '../../src/console/tables/definitions.js';
import { databaseKinds } from '../support/database.js';
import { TEST_NOW_MICROS, useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { insertManagers, insertMentees, insertMentors, insertRelations } from '../support/programme.js';
import { MailSuppressionRepository } from '../../src/store/repositories/mail-suppressions.js';
import { ProgrammeService } from '../../src/programme/service.js';
import { ConsoleRowRepository } from '../../src/store/repositories/console-rows.js';
import { FeedbackSubmissionRepository } from '../../src/store/repositories/feedback-submissions.js';

const TODAY = new Date(Number(TEST_NOW_MICROS / 1000n)).toISOString().slice(0, 10);
const MESSAGE =
  'This mentor and this mentee are already matched: Olga Mentor → Petr Mentee (#401). Change or end that relation instead of matching them again.';

describe.each(databaseKinds())('duplicate matched relations on %s', (kind) => {
  const t = useTestApp(kind);
  const statuses = async () =>
    (await t.db.rows<{ id: number; status: string }>(sql`SELECT id, status FROM mentoring_relations ORDER BY id`)).map(
      (r) => `${r.id} ${r.status}`,
    );
  const people = async () => {
    await insertManagers(t.db, { id: 101, firstName: 'Marta', lastName: 'Manager' });
    await insertMentors(t.db, { id: 201, firstName: 'Olga', lastName: 'Mentor' });
    await insertMentees(t.db, { id: 301, firstName: 'Petr', lastName: 'Mentee' });
    await insertRelations(t.db, { id: 401, mentorId: 201, menteeId: 301, managerId: 101, status: 'matched', startDate: TODAY });
  };
  const fields = { mentor_id: '201', mentee_id: '301', manager_id: '101', start_date: TODAY };

  it('refuses a second matched relation of the pair in the console, beside the mentee, keeping what was typed', async () => {
    await people();
    const b = await new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
    await b.get('/admin/mentoring-relations/add/');
    const res = await b.post('/admin/mentoring-relations/add/', { ...fields, status: 'matched' });
    expect(res.statusCode, String(res.headers.location)).toBe(200);
    expect(res.body).toMatch(new RegExp(`<ul class="errorlist" id="id_mentee_id_errors">\\s*<li>${MESSAGE.replace(/[().#→]/g, '.')}`));
    expect(res.body).toMatch(/<select name="mentee_id" id="id_mentee_id" required aria-invalid="true"[^>]*autofocus/);
    expect(await statuses()).toEqual(['401 matched']);
    // Pending is not matched: allowed; matching it later is refused while 401 is matched.
    expect((await b.post('/admin/mentoring-relations/add/', { ...fields, status: 'pending' })).statusCode).toBe(302);
    const [{ id }] = await t.db.rows<{ id: number }>(sql`SELECT id FROM mentoring_relations WHERE id <> 401`);
    const form = await b.get(`/admin/mentoring-relations/${id}/change/`);
    const version = /name="_version" value="([0-9a-f]+)"/.exec(form.body)![1];
    const change = await b.post(`/admin/mentoring-relations/${id}/change/`, { ...fields, status: 'matched', _version: version });
    expect(change.statusCode, `${String(change.headers.location)} ${JSON.stringify(await statuses())}`).toBe(200);
    expect(change.body).toContain('This mentor and this mentee are already matched');
    expect(await statuses()).toEqual([`${id} pending`, '401 matched']);
    // Once 401 ends, the pair may be matched again.
    await t.db.rows(sql`UPDATE mentoring_relations SET status = 'finished' WHERE id = 401`);
    const again = await b.post(`/admin/mentoring-relations/${id}/change/`, { ...fields, status: 'matched', _version: version });
    expect(again.statusCode).toBe(302);
  });

  it('refuses it through the service (any write path), and in a bulk status change, naming the row left', async () => {
    await people();
    const service = new ProgrammeService(
      new ConsoleRowRepository(t.db),
      new FeedbackSubmissionRepository(t.db),
      t.clock,
      'UTC',
      new MailSuppressionRepository(t.db),
    );
    const t2 = TABLE_BY_NAME.get(relation.name)!;
    const made = await service.create(t2, { kind: 'json', data: { ...fields, status: 'matched' } } as never, {
      userId: null,
      username: 'x',
    });
    expect(made).toEqual({ ok: false, errors: { mentee_id: [MESSAGE] } });
    await insertRelations(
      t.db,
      { id: 402, mentorId: 201, menteeId: 301, managerId: 101, status: 'paused', startDate: TODAY },
      { id: 403, mentorId: 201, menteeId: 301, managerId: 101, status: 'paused', startDate: TODAY },
    );
    await t.db.rows(sql`UPDATE mentoring_relations SET status = 'paused' WHERE id = 401`);
    const b = await new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
    await b.get('/admin/mentoring-relations/');
    // Three paused relations of one pair matched at once: the first is, the others are left, named on the confirmation.
    const body = 'action=status_matched&_selected_action=401&_selected_action=402&_selected_action=403';
    const asked = await b.postRaw('/admin/mentoring-relations/actions/', body);
    expect(asked.body).toContain(`<li>Olga Mentor → Petr Mentee: ${MESSAGE}</li>`);
    const done = await b.postRaw('/admin/mentoring-relations/actions/', `${body}&post=yes`);
    expect(done.headers.location).toBe('/admin/mentoring-relations/?action=status_matched&changed=1&left=2');
    expect(await statuses()).toEqual(['401 matched', '402 paused', '403 paused']);
    // The whole list selected: the rows left are named after the action.
    const across = await b.postRaw('/admin/mentoring-relations/actions/', 'action=status_matched&select_across=1&post=yes');
    expect(across.headers.location).toBe('/admin/mentoring-relations/?action=status_matched&changed=0&left=3&refused_ids=401%2C402%2C403');
    const list = (await b.get(across.headers.location as string)).body;
    expect(list).toContain(`<li>Olga Mentor → Petr Mentee: ${MESSAGE}</li>`);
    expect(list).toContain('<li>Olga Mentor → Petr Mentee: already matched</li>');
  });

  it('lets a relation already in a pair from before the rule keep its values (another field changed)', async () => {
    await people();
    await insertRelations(t.db, { id: 402, mentorId: 201, menteeId: 301, managerId: 101, status: 'matched', startDate: TODAY });
    const b = await new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
    const form = await b.get('/admin/mentoring-relations/402/change/');
    const version = /name="_version" value="([0-9a-f]+)"/.exec(form.body)![1];
    const res = await b.post('/admin/mentoring-relations/402/change/', {
      ...fields,
      start_date: '2026-01-05',
      status: 'matched',
      _version: version,
    });
    expect(res.statusCode).toBe(302);
  });
});
