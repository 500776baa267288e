// The console's cached reads (src/console/reads.ts) are never stale: a list, a row, the home
// page, the log and a history read once and kept show a write made through another instance,
// or straight into the database, on the very next request. And the log pages by id.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHEAP_HASHER, useSecondInstance, useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { addUser, Browser } from '../support/console.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, startForDue } from '../support/programme.js';

describe.each(databaseKinds())('console reads on two instances of one %s database', (kind) => {
  const a = useTestApp(kind);
  const b = useSecondInstance(a, { hasher: CHEAP_HASHER, config: { allowedHosts: ['*'] } });

  /** Loads a page three times (a cached read keeps a value from its second request on). */
  const warm = async (browser: Browser, url: string) => {
    for (let i = 0; i < 3; i++) expect((await browser.get(url)).statusCode).toBe(200);
  };

  it('a list, a change page, a history, the log and the home page show the other instance’s write at once', async () => {
    await addUser(a.db, 'ana', 'admin');
    await insertManagers(a.db, { id: 1, firstName: 'Zoe', lastName: 'Zeman' });
    await insertMentors(a.db, { id: 1, firstName: 'Mira', lastName: 'Mentor' });
    await insertMentees(a.db, { id: 1, firstName: 'Ema', lastName: 'Mentee' });
    const onA = await new Browser(a.app).signIn('ana');
    const onB = await new Browser(b.app).signIn('ana');
    for (const url of ['/admin/mentors/', '/admin/mentors/1/change/', '/admin/mentors/1/history/', '/admin/log/', '/admin/'])
      await warm(onA, url);
    expect((await onA.get('/admin/')).body).toContain('Feedback owed (0)');

    // Straight into the database (another tool, another instance): a new mentor and a relation that owes feedback.
    await b.db.rows(sql`INSERT INTO mentors (id, first_name, last_name, email) VALUES (2, 'Otto', 'Newman', '')`);
    await insertRelations(b.db, {
      id: 1,
      mentorId: 2,
      menteeId: 1,
      managerId: 1,
      status: 'matched',
      startDate: startForDue('2026-11-22', 'Chemistry'),
    });
    expect((await onA.get('/admin/mentors/')).body).toContain('Newman');
    expect((await onA.get('/admin/')).body).toContain('Feedback owed (2)');

    // Through the other instance's console: a change of the mentor, audited.
    const form = (await onB.get('/admin/mentors/1/change/')).body;
    const version = /name="_version" value="([^"]+)"/.exec(form)![1];
    const saved = await onB.post('/admin/mentors/1/change/', { first_name: 'Mira', last_name: 'Renamed', email: '', _version: version });
    expect(saved.statusCode).toBe(302);
    expect((await onA.get('/admin/mentors/1/change/')).body).toContain('value="Renamed"');
    expect((await onA.get('/admin/mentors/')).body).toContain('Renamed');
    expect((await onA.get('/admin/mentors/1/history/')).body).toContain('Renamed');
    const log = (await onA.get('/admin/log/')).body;
    expect(log).toContain('1 change');
    expect(log).toContain('Renamed');
  });

  it('pages the log by id: 100 entries a page, "Older" from the last one shown, the count kept in table_versions', async () => {
    await addUser(a.db, 'ana', 'manager');
    await a.db.rows(sql`
      INSERT INTO audit_log (at, user_id, username, action, table_name, object_id, object_repr, changes)
      SELECT '2026-11-22T04:00:00Z'::timestamptz + n * interval '1 second', NULL, 'someone', 'change', 'mentors', n, 'Mentor ' || n, '{}'::jsonb
        FROM generate_series(1, 250) AS n`);
    const onA = await new Browser(a.app).signIn('ana');
    const reprs = (body: string) => [...body.matchAll(/Mentor (\d+)/g)].map((m) => Number(m[1]));
    const first = (await onA.get('/admin/log/')).body;
    expect(first).toContain('250 changes');
    expect(reprs(first)).toEqual(Array.from({ length: 100 }, (_, i) => 250 - i));
    const older = /href="\/admin\/log\/\?before=(\d+)"/.exec(first)![1];
    const second = (await onA.get(`/admin/log/?before=${older}`)).body;
    expect(reprs(second)).toEqual(Array.from({ length: 100 }, (_, i) => 150 - i));
    expect(second).toContain('href="/admin/log/">Newest');
    const last = (await onA.get(`/admin/log/?before=${/href="\/admin\/log\/\?before=(\d+)"/.exec(second)![1]}`)).body;
    expect(reprs(last)).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
    expect(last).not.toContain('?before=');
    // Deleting entries (not possible from the console) moves the kept count too.
    await a.db.rows(sql`DELETE FROM audit_log WHERE object_id > 200`);
    expect((await onA.get('/admin/log/')).body).toContain('200 changes');
  });
});
