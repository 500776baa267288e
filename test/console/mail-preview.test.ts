// /admin/mail/preview/ (src/console/mail-preview.ts): today's "would send" list of the
// feedback loop, or another day's by the date field; any signed-in role may read it, and
// reading it queues nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { databaseKinds } from '../support/database.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, startForDue } from '../support/programme.js';

describe.each(databaseKinds())('the mail preview page on %s', (kind) => {
  const t = useTestApp(kind);

  async function programme() {
    await insertManagers(t.db, { id: 1, firstName: 'Eva', lastName: 'Malá' });
    await insertMentors(t.db, { id: 1, firstName: 'Jana', lastName: 'Nová' });
    await insertMentees(t.db, { id: 1, firstName: 'Petr', lastName: 'Starý' });
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: startForDue('2026-12-01', 'Chemistry') });
  }

  it('shows a viewer what a day would queue, the mail being off, and stores nothing', async () => {
    await programme();
    await addUser(t.db, 'vera', 'viewer');
    const vera = await new Browser(t.app).signIn('vera');
    const res = await vera.get('/admin/mail/preview/?date=2026-12-01');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Mail is off (SMTP_URL is not set)');
    expect(res.body).toContain('Would be queued on 2026-12-01 (2)');
    expect(res.body).toMatch(
      /<td>reminder<\/td>\s*<td>petr\.1@example\.org<\/td>\s*<td>2026-12-01 — Reminder: your Chemistry feedback on the mentoring with Jana<\/td>\s*<td>2026-12-01<\/td>\s*<td>2026-12-01 09:00<\/td>/,
    );
    expect(res.body).toContain('value="2026-12-01"');
    const [{ n }] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox`);
    expect(n).toBe(0);
  });

  it('says when nothing would be queued, and shows today for a date that is none', async () => {
    await addUser(t.db, 'max', 'manager');
    const max = await new Browser(t.app).signIn('max');
    const res = await max.get('/admin/mail/preview/?date=2026-13-01');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('is not a date YYYY-MM-DD: today is shown.');
    expect(res.body).toContain('Nothing would be queued that day');
  });

  it('asks for a sign-in first', async () => {
    const res = await new Browser(t.app).get('/admin/mail/preview/');
    expect([res.statusCode, res.headers.location]).toEqual([302, '/admin/login/?next=%2Fadmin%2Fmail%2Fpreview%2F']);
  });
});
