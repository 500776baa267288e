// Readable records (issue 32, item 6; design §10a): an object's History, the log and the CSV
// export speak in field labels and object names, not column names and ids, with times in
// TIME_ZONE (Europe/Prague here) to the minute; the CSV has a header of labels, yes/no, and a
// ';'-separated variant; a cell a spreadsheet would run stays neutralised.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csvLine } from '../../src/console/csv.js';
import { minuteInZone } from '../../src/console/local-time.js';
import { useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { addUser, Browser } from '../support/console.js';
import { insertManagers, insertMentees, insertMentors, insertRelations } from '../support/programme.js';

describe('a stored time in the records', () => {
  it('reads as the wall clock in the zone to the minute, winter and summer; other text unchanged', () => {
    expect(minuteInZone('2026-11-22 04:10:29.562886+00', 'Europe/Prague')).toBe('2026-11-22 05:10');
    expect(minuteInZone('2026-07-01 16:59:59.999999+00', 'Europe/Prague')).toBe('2026-07-01 18:59');
    expect(minuteInZone('2026-07-01 16:00:00+00', 'UTC')).toBe('2026-07-01 16:00');
    expect(minuteInZone('not a time', 'Europe/Prague')).toBe('not a time');
  });
});

describe('a CSV line', () => {
  it('is separated by ; when asked, a cell holding either separator quoted, formulas neutralised', () => {
    expect(csvLine(['a', 'b,c', 'd;e', '=1+2'], ';')).toBe(`a;"b,c";"d;e";'=1+2\r\n`);
    expect(csvLine(['a', 'b,c'])).toBe(`a,"b,c"\r\n`);
  });
});

describe.each(databaseKinds())('readable records on %s', (kind) => {
  const t = useTestApp(kind);

  async function relationChanged(): Promise<Browser> {
    await insertManagers(t.db, { id: 1, firstName: 'Jana', lastName: 'Nová' });
    await insertMentors(t.db, { id: 1, firstName: 'Petr', lastName: 'Svoboda' }, { id: 2, firstName: 'Eva', lastName: 'Malá' });
    await insertMentees(t.db, { id: 1, firstName: 'Žofie', lastName: 'Řeháková' });
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, status: 'pending', startDate: '2026-11-02' });
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    const form = (await b.get('/admin/mentoring-relations/1/change/')).body;
    const version = /name="_version" value="([^"]+)"/.exec(form)![1];
    const res = await b.post('/admin/mentoring-relations/1/change/', {
      _version: version,
      mentor_id: '2',
      mentee_id: '1',
      manager_id: '1',
      status: 'matched',
      start_date: '2026-11-02',
    });
    expect(res.statusCode).toBe(302);
    // The change's time, set to a known instant (the write took the clock's).
    await t.db.rows(sql`UPDATE audit_log SET at = '2026-11-22T04:10:29.562886Z'`);
    return b;
  }

  it('History names each field by its label, a person by their name, old and new, at the local minute', async () => {
    const b = await relationChanged();
    const history = (await b.get('/admin/mentoring-relations/1/history/')).body;
    expect(history).toContain('Date/time (Europe/Prague)');
    expect(history).toContain('<td>2026-11-22 05:10</td>');
    expect(history).toContain('Mentor: Petr Svoboda → Eva Malá');
    expect(history).toContain('Status: pending → matched');
    expect(history).not.toContain('mentor_id');
    expect(history).not.toContain('04:10:29');
  });

  it('the log reads the same: labels, names, the local minute; a deleted row by its id', async () => {
    const b = await relationChanged();
    await t.db.rows(sql`
      INSERT INTO audit_log (at, user_id, username, action, table_name, object_id, object_repr, changes)
      VALUES ('2026-07-01T16:00:00Z', NULL, 'someone', 'add', 'courses', 9, 'Data (42)',
              '{"title": [null, "Data"], "date_w1": [null, "2026-07-01 16:00:00.5+00"], "deactivated": [null, true],
                "created_by_id": [null, 999], "gsheet_name": [null, "data-basics"]}'::jsonb)`);
    const log = (await b.get('/admin/log/')).body;
    expect(log).toContain('Mentor: Petr Svoboda → Eva Malá');
    expect(log).toContain('<td>2026-11-22 05:10</td>');
    expect(log).toContain('Week 1 session starts — Date w1: — → 2026-07-01 18:00');
    expect(log).toContain('Deactivated: — → yes');
    expect(log).toContain('Short name — Gsheet name: — → data-basics');
    expect(log).toContain('Created by: — → #999');
  });

  it('CSV: a header of labels, names, yes/no, local minutes; ; when asked; formulas neutralised', async () => {
    const id = await addUser(t.db, 'vera', 'viewer');
    await t.db.rows(sql`INSERT INTO courses (id, title, code, gsheet_name, date_w1, deactivated, created_by_id)
      VALUES (1, '=HYPERLINK("x")', 42, 'a;b', '2026-07-01T16:00:00.123456Z', true, ${id}),
             (2, 'Plain, simple', 7, 'plain', NULL, false, NULL)`);
    const b = await new Browser(t.app).signIn('vera');
    const list = (await b.get('/admin/courses/?o=code')).body;
    expect(list).toContain('href="/admin/courses/export/?o=code"');
    expect(list).toContain('href="/admin/courses/export/?o=code&amp;sep=semicolon"');
    const comma = (await b.get('/admin/courses/export/?o=-code')).body;
    const [header, first, second] = comma.replace('\ufeff', '').split('\r\n');
    expect(header).toBe(
      'ID,Created by,Title,Code,Short name — Gsheet name,Week 1 session starts — Date w1,Week 2 session starts — Date w2,' +
        'Week 3 session starts — Date w3,Week 1 calendar event — Event w1,Week 2 calendar event — Event w2,' +
        'Week 3 calendar event — Event w3,Week 1 recording — Recording w1,Week 2 recording — Recording w2,' +
        'Week 3 recording — Recording w3,Deactivated',
    );
    expect(first).toBe(`1,vera,"'=HYPERLINK(""x"")",42,"a;b",2026-07-01 18:00,,,,,,,,,yes`);
    expect(second).toBe('2,,"Plain, simple",7,plain,,,,,,,,,,no');
    const semi = await b.get('/admin/courses/export/?o=-code&sep=semicolon');
    expect(semi.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = semi.body.replace('\ufeff', '').split('\r\n');
    expect(lines[0]).toMatch(/^ID;Created by;Title;Code;Short name — Gsheet name;/);
    expect(lines[1]).toBe(`1;vera;"'=HYPERLINK(""x"")";42;"a;b";2026-07-01 18:00;;;;;;;;;yes`);
    expect(lines[2]).toBe('2;;"Plain, simple";7;plain;;;;;;;;;;no');
  });
});
