// The outbox in the console (design §11): every mail newest first, narrowed by status and
// kind; a mail read as stored (its HTML body as source text, never rendered); "Cancel" and
// "Send again" through the bulk actions, each row judged under its lock and audited; a
// viewer reads and cannot act; nothing is added, changed or deleted by hand.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../support/database.js';
import { useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { invitation } from '../support/console-mail.js';
import { MailOutboxRepository } from '../../src/store/repositories/mail-outbox.js';

describe.each(databaseKinds())('the outbox in the console on %s', (kind) => {
  const t = useTestApp(kind);
  const signIn = async (role: 'manager' | 'viewer') => new Browser(t.app).signIn((await addUser(t.db, role, role), role));
  const ids = (body: string) => [...body.matchAll(/href="\/admin\/mail-outbox\/(\d+)\/change\/"/g)].map((m) => Number(m[1]));

  /** Five mails: 1 pending, 2 sent, 3 failed, 4 unknown (a digest), 5 cancelled. */
  async function mails(): Promise<number[]> {
    const queued = await new MailOutboxRepository(t.db).enqueue(
      [1, 2, 3, 4, 5].map((n) =>
        invitation({ dedupeKey: `k${n}`, kind: n === 4 ? 'digest' : 'invitation', recipient: `p${n}@example.org`, subject: `Mail ${n}` }),
      ),
      '2026-11-21T10:00:00Z',
    );
    const status: Record<number, string> = { 2: 'sent', 3: 'failed', 4: 'unknown', 5: 'cancelled' };
    for (const [n, s] of Object.entries(status))
      await t.db.rows(sql`UPDATE mail_outbox SET status = ${s}, attempts = 6, reason = 'x' WHERE id = ${queued[Number(n) - 1]}`);
    return queued;
  }

  it('lists every mail newest first, narrowed by status and by kind; nothing is added by hand', async () => {
    const [m1, m2, m3, m4, m5] = await mails();
    const b = await signIn('manager');
    const list = await b.get('/admin/mail-outbox/');
    expect(list.statusCode).toBe(200);
    expect(ids(list.body)).toEqual([m5, m4, m3, m2, m1]);
    expect(list.body).toContain('href="/admin/mail-outbox/?status=failed"');
    expect(list.body).not.toContain('/admin/mail-outbox/add/');
    expect(ids((await b.get('/admin/mail-outbox/?status=failed')).body)).toEqual([m3]);
    expect(ids((await b.get('/admin/mail-outbox/?kind=digest')).body)).toEqual([m4]);
    expect(ids((await b.get('/admin/mail-outbox/?q=p2%40example')).body)).toEqual([m2]);
    expect((await b.get('/admin/mail-outbox/add/')).statusCode).toBe(404);
    expect((await b.get(`/admin/mail-outbox/${m1}/delete/`)).statusCode).toBe(404);
  });

  it('shows a mail as stored: recipient, subject, the text body, and the HTML body as its source, never rendered', async () => {
    const [m1] = await mails();
    const b = await signIn('viewer');
    const page = await b.get(`/admin/mail-outbox/${m1}/change/`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('p1@example.org');
    expect(page.body).toContain('Mail 1');
    expect(page.body).toContain('please tell us how it goes: %%FEEDBACK_LINK%%');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<a href="%%FEEDBACK_LINK%%"');
    expect(page.body).not.toContain('<button type="submit">Save</button>');
  });

  it('cancels pending and unknown mails and sends failed, unknown and cancelled ones again, each audited; the others left as they are', async () => {
    const [m1, m2, m3, m4, m5] = await mails();
    const b = await signIn('manager');
    const asked = await b.postRaw('/admin/mail-outbox/actions/', `action=cancel&_selected_action=${m1}&_selected_action=${m2}`);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Cancel the selected mails: 1 of the 2 selected.');
    expect(asked.body).toContain('sent, not pending or unknown');
    const done = await b.postRaw('/admin/mail-outbox/actions/', `action=cancel&_selected_action=${m1}&_selected_action=${m2}&post=yes`);
    expect(done.headers.location).toBe('/admin/mail-outbox/?action=cancel&changed=1&left=1');
    const again = await b.postRaw(
      '/admin/mail-outbox/actions/',
      [m2, m3, m4, m5].map((id) => `_selected_action=${id}`).join('&') + '&action=send_again&post=yes',
    );
    expect(again.headers.location).toBe('/admin/mail-outbox/?action=send_again&changed=3&left=1');
    const rows = await t.db.rows<{ id: number; status: string; attempts: number; next: string; reason: string | null }>(
      sql`SELECT id, status, attempts, next_attempt_at::text AS next, reason FROM mail_outbox ORDER BY id`,
    );
    expect(rows.map((r) => [r.id, r.status, r.attempts])).toEqual([
      [m1, 'cancelled', 0],
      [m2, 'sent', 6],
      [m3, 'pending', 0],
      [m4, 'pending', 0],
      [m5, 'pending', 0],
    ]);
    expect(rows[0].reason).toBe('cancelled in the console');
    // Due now, by the service's clock.
    expect(rows[2].next).toMatch(/^2026-11-22 04:10:29\.\d+\+00$/);
    expect(rows[2].reason).toBeNull();
    const audit = await t.db.rows<{ object_id: number; username: string; changes: string }>(
      sql`SELECT object_id, username, changes::text FROM audit_log WHERE table_name = 'mail_outbox' ORDER BY id`,
    );
    expect(audit.map((a) => [a.object_id, a.username])).toEqual([
      [m1, 'manager'],
      [m3, 'manager'],
      [m4, 'manager'],
      [m5, 'manager'],
    ]);
    expect(JSON.parse(audit[1].changes)).toMatchObject({ status: ['failed', 'pending'], attempts: [6, 0] });
  });

  it('lets a viewer read the outbox and refuses the viewer’s actions, changing nothing', async () => {
    const [m1] = await mails();
    const b = await signIn('viewer');
    const list = await b.get('/admin/mail-outbox/');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('name="action"');
    const res = await b.postRaw('/admin/mail-outbox/actions/', `action=cancel&_selected_action=${m1}&post=yes`);
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.rows<{ status: string }>(sql`SELECT status FROM mail_outbox WHERE id = ${m1}`);
    expect(row.status).toBe('pending');
  });
});
