// The questions of each round's form and the suppressed addresses in the console (design
// §11): questions listed by round and order, narrowed by round and role, added, changed
// and deleted (a choice question with two choices at least, one a line; other kinds none);
// an address suppressed by hand (lower-cased, reason manual) and lifted by deleting it.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../support/database.js';
import { useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { roundId } from '../support/programme.js';

describe.each(databaseKinds())('feedback questions and suppressions in the console on %s', (kind) => {
  const t = useTestApp(kind);
  const manager = async () => new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
  const texts = (body: string) => [...body.matchAll(/aria-label="\d+ ([^"]+)">\d+<\/a>/g)].map((m) => m[1]);

  it('lists the questions by round, then in their order; narrowed by round and by role', async () => {
    const b = await manager();
    const list = await b.get('/admin/feedback-questions/');
    expect(list.statusCode).toBe(200);
    expect(texts(list.body).slice(0, 3)).toEqual([
      'Chemistry: How well does the match work for you so far? (1 = not at all, 5 = very well)',
      'Chemistry: What would help your mentoring go better?',
      'Mid Program: How useful have your meetings been so far? (1 = not at all, 5 = very useful)',
    ]);
    const mid = await roundId(t.db, 'Mid Program');
    expect(list.body).toContain(`href="/admin/feedback-questions/?round_id=${mid}"`);
    const narrowed = await b.get(`/admin/feedback-questions/?round_id=${mid}`);
    expect(texts(narrowed.body)).toEqual([
      'Mid Program: How useful have your meetings been so far? (1 = not at all, 5 = very useful)',
      'Mid Program: How often do you meet?',
      'Mid Program: What has gone well, and what would you change?',
    ]);
    expect(texts((await b.get('/admin/feedback-questions/?role=mentor')).body)).toEqual([]);
    expect(texts((await b.get('/admin/feedback-questions/?role=both')).body)).toHaveLength(8);
  });

  it('adds a choice question with its choices one a line (a text area), trimmed, blank lines dropped', async () => {
    const b = await manager();
    const form = await b.get('/admin/feedback-questions/add/');
    expect(form.body).toMatch(/<textarea name="choices" id="id_choices"/);
    expect(form.body).toMatch(/<option value="both"\s*>both<\/option>/);
    const chemistry = String(await roundId(t.db, 'Chemistry'));
    const res = await b.post('/admin/feedback-questions/add/', {
      round_id: chemistry,
      role: 'mentor',
      order: '3',
      kind: 'choice',
      text: 'Which format suits you?',
      choices: ' In person\r\n\r\nOnline \r\nBoth',
      required: 'on',
    });
    expect(res.statusCode).toBe(302);
    const [q] = await t.db.rows<{ choices: string; required: boolean; role: string }>(
      sql`SELECT choices, required, role FROM feedback_questions WHERE text = 'Which format suits you?'`,
    );
    expect(q).toEqual({ choices: 'In person\nOnline\nBoth', required: true, role: 'mentor' });
    const [audit] = await t.db.rows<{ action: string; username: string }>(
      sql`SELECT action, username FROM audit_log WHERE table_name = 'feedback_questions'`,
    );
    expect(audit).toEqual({ action: 'add', username: 'ana' });
  });

  it('refuses a choice question with fewer than two choices, and choices on a rating or a text, keeping what was typed', async () => {
    const b = await manager();
    const chemistry = String(await roundId(t.db, 'Chemistry'));
    const base = { round_id: chemistry, role: 'mentee', order: '9', text: 'Anything?' };
    const one = await b.post('/admin/feedback-questions/add/', { ...base, kind: 'choice', choices: 'Only one\n\n' });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('A choice question needs at least two choices, one a line.');
    expect(one.body).toMatch(/<textarea[^>]*>Only one\n\n<\/textarea>/);
    const rating = await b.post('/admin/feedback-questions/add/', { ...base, kind: 'rating', choices: 'a\nb' });
    expect(rating.body).toContain('A rating question has no choices: leave this empty.');
    const wrong = await b.post('/admin/feedback-questions/add/', { ...base, kind: 'essay', role: 'anyone' });
    expect(wrong.body).toContain('&quot;essay&quot; is not a valid choice.');
    expect(wrong.body).toContain('&quot;anyone&quot; is not a valid choice.');
    const [{ n }] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feedback_questions`);
    expect(n).toBe(8);
  });

  it('changes and deletes a question', async () => {
    const b = await manager();
    const [q] = await t.db.rows<{ id: number; round_id: number }>(
      sql`SELECT id, round_id FROM feedback_questions WHERE kind = 'text' ORDER BY id LIMIT 1`,
    );
    const form = await b.get(`/admin/feedback-questions/${q.id}/change/`);
    expect(form.statusCode).toBe(200);
    const version = /name="_version" value="([0-9a-f]+)"/.exec(form.body)![1];
    const res = await b.post(`/admin/feedback-questions/${q.id}/change/`, {
      _version: version,
      round_id: String(q.round_id),
      role: 'mentee',
      order: '5',
      kind: 'text',
      text: 'What would help?',
      choices: '',
    });
    expect(res.statusCode).toBe(302);
    const [after] = await t.db.rows<{ text: string; role: string; required: boolean }>(
      sql`SELECT text, role, required FROM feedback_questions WHERE id = ${q.id}`,
    );
    expect(after).toEqual({ text: 'What would help?', role: 'mentee', required: false });
    await b.get(`/admin/feedback-questions/${q.id}/delete/`);
    expect((await b.post(`/admin/feedback-questions/${q.id}/delete/`, {})).statusCode).toBe(302);
    const [{ n }] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feedback_questions WHERE id = ${q.id}`);
    expect(n).toBe(0);
  });

  it('suppresses an address by hand (lower-cased, reason manual), finds it by address, and lifts it', async () => {
    const b = await manager();
    const form = await b.get('/admin/mail-suppressions/add/');
    expect(form.body).toContain('id="id_email"');
    expect((await b.post('/admin/mail-suppressions/add/', { email: 'not an address' })).body).toContain('Enter a valid email address.');
    expect((await b.post('/admin/mail-suppressions/add/', { email: 'Jana.Novak@Example.ORG' })).statusCode).toBe(302);
    const [row] = await t.db.rows<{ id: number; email: string; reason: string; created_at: string }>(
      sql`SELECT id, email, reason, created_at::text FROM mail_suppressions`,
    );
    expect(row).toMatchObject({ email: 'jana.novak@example.org', reason: 'manual' });
    expect(row.created_at).toMatch(/^2026-11-22 04:10:29\.\d+\+00$/); // the service's clock
    // The same address again, in any case, is one row: refused with a message.
    const again = await b.post('/admin/mail-suppressions/add/', { email: 'JANA.NOVAK@example.org' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('A row with these values already exists.');
    const found = await b.get('/admin/mail-suppressions/?q=NOVAK');
    expect(found.body).toMatch(/aria-label="\d+ jana\.novak@example\.org"/);
    expect(found.body).toContain('href="/admin/mail-suppressions/?q=NOVAK&amp;reason=manual"');
    expect((await b.get('/admin/mail-suppressions/?q=nobody')).body).not.toMatch(/aria-label="\d+ jana\.novak@example\.org"/);
    // Lifted: deleted, audited.
    await b.get(`/admin/mail-suppressions/${row.id}/delete/`);
    expect((await b.post(`/admin/mail-suppressions/${row.id}/delete/`, {})).statusCode).toBe(302);
    const audit = await t.db.rows<{ action: string }>(sql`SELECT action FROM audit_log WHERE table_name = 'mail_suppressions' ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(['add', 'delete']);
    expect((await b.get(`/admin/mail-suppressions/${row.id}/change/`)).statusCode).toBe(404);
  });
});
