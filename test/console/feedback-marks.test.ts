// The marks of the day (design §10a): every feedback the signed-in user marked as submitted
// today is listed with its own undo (not only the last one), each undo audited; another
// user's marks and the marks of another day are not theirs to see here.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../support/database.js';
import { TEST_NOW_MICROS, useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { addDays, insertManagers, insertMentees, insertMentors, insertRelations } from '../support/programme.js';

const TODAY = new Date(Number(TEST_NOW_MICROS / 1000n)).toISOString().slice(0, 10);
const DAY = 24n * 3600n * 1_000_000n;

describe.each(databaseKinds())('the marks of the day on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists each mark of today by this user with an undo, and undoes any of them, audited', async () => {
    await insertManagers(t.db, { id: 101, firstName: 'Marta', lastName: 'Manager' });
    await insertMentors(t.db, { id: 201, firstName: 'Olga', lastName: 'Mentor' });
    await insertMentees(t.db, { id: 301, firstName: 'Petr', lastName: 'Mentee' });
    await insertRelations(t.db, {
      id: 401,
      mentorId: 201,
      menteeId: 301,
      managerId: 101,
      status: 'matched',
      startDate: addDays(TODAY, -14),
    });
    const b = await new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
    const home = await b.get('/admin/');
    expect(home.body).toContain('<a href="/admin/feedback/marks/">Your marks of today</a>');
    const entries = [...home.body.matchAll(/name="entry"\s+value="([^"]+)"/g)].map((m) => m[1]);
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect((await b.post('/admin/feedback/mark-submitted/', { mark: entry })).statusCode).toBe(302);
    // Another user's mark is not listed as ana's.
    await insertMentees(t.db, { id: 302, firstName: 'Ivan', lastName: 'Mentee' });
    await insertRelations(t.db, {
      id: 402,
      mentorId: 201,
      menteeId: 302,
      managerId: 101,
      status: 'matched',
      startDate: addDays(TODAY, -14),
    });
    const ben = await new Browser(t.app).signIn((await addUser(t.db, 'ben', 'manager'), 'ben'));
    const bens = [...(await ben.get('/admin/')).body.matchAll(/name="entry"\s+value="(402:[^"]+)"/g)].map((m) => m[1]);
    await ben.post('/admin/feedback/mark-submitted/', { mark: bens[0] });

    const marks = await b.get('/admin/feedback/marks/');
    expect(marks.statusCode).toBe(200);
    const undos = [...marks.body.matchAll(/name="submission" value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(undos).toHaveLength(2);
    expect(marks.body).toContain('Chemistry feedback of mentee Petr Mentee');
    expect(marks.body).toContain('Chemistry feedback of mentor Olga Mentor');
    expect(marks.body).not.toContain('Ivan');
    // The older of the two, not only the last.
    const undone = await b.post('/admin/feedback/undo/', { submission: String(undos[1]), back: 'marks' });
    expect(undone.headers.location).toBe(`/admin/feedback/marks/?undone=${undos[1]}`);
    const after = await b.get(undone.headers.location as string);
    expect(after.body).toContain('The submission was undone: the feedback is owed again.');
    expect([...after.body.matchAll(/name="submission" value="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([undos[0]]);
    const audit = await t.db.rows<{ action: string; username: string }>(
      sql`SELECT action, username FROM audit_log WHERE table_name = 'feedback_submissions' AND object_id = ${undos[1]} ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'add', username: 'ana' },
      { action: 'delete', username: 'ana' },
    ]);
    // Undone twice: nothing changes, and the page says so.
    expect((await b.post('/admin/feedback/undo/', { submission: String(undos[1]), back: 'marks' })).headers.location).toBe(
      '/admin/feedback/marks/?stale=1',
    );
    // Tomorrow, today's marks are no longer the day's.
    t.clock.set(TEST_NOW_MICROS + DAY);
    expect((await b.get('/admin/feedback/marks/')).body).toContain('You have marked nothing as submitted today.');
  });
});
