// A relation's feedback timeline in the console (design §11): per round and role the due
// date, the mails that asked (kind, state, when), the links issued and revoked, and the
// submission (where from, when, by whom) with its answers and their questions' text. The
// answers are shown to admins and managers, never to a viewer.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../support/database.js';
import { useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { invitation } from '../support/console-mail.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, roundId } from '../support/programme.js';
import { MailOutboxRepository } from '../../src/store/repositories/mail-outbox.js';
import { FeedbackInvitationRepository } from '../../src/store/repositories/feedback-invitations.js';

describe.each(databaseKinds())('a relation’s feedback timeline on %s', (kind) => {
  const t = useTestApp(kind);

  /** Relation 1 (start 2026-11-01): Chemistry is due 2026-11-15. The mentee was invited and reminded, and answered on the form. */
  async function history() {
    await insertManagers(t.db, { id: 1, firstName: 'Marta', lastName: 'Manager' });
    await insertMentors(t.db, { id: 1, firstName: 'Olga', lastName: 'Mentor' });
    await insertMentees(t.db, { id: 1, firstName: 'Petr', lastName: 'Mentee' });
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, status: 'matched', startDate: '2026-11-01' });
    const chemistry = await roundId(t.db, 'Chemistry');
    const outbox = new MailOutboxRepository(t.db);
    const mail = (kind: 'invitation' | 'reminder', key: string) =>
      invitation({ kind, dedupeKey: key, recipient: 'petr@example.org', roundId: chemistry, role: 'mentee' });
    const [invited, reminded] = await outbox.enqueue(
      [mail('invitation', `invitation:1:${chemistry}:mentee`), mail('reminder', `reminder:1:${chemistry}:mentee:0`)],
      '2026-11-12T08:00:00Z',
    );
    await t.db.rows(sql`UPDATE mail_outbox SET status = 'sent', sent_at = '2026-11-12T08:00:05Z' WHERE id = ${invited}`);
    await t.db.rows(sql`UPDATE mail_outbox SET status = 'cancelled', reason = 'no longer owed' WHERE id = ${reminded}`);
    const links = new FeedbackInvitationRepository(t.db);
    await links.issue({ relationId: 1, roundId: chemistry, role: 'mentee' }, '2026-11-12T08:00:04Z', '2027-01-14T22:59:59Z');
    await links.issue({ relationId: 1, roundId: chemistry, role: 'mentee' }, '2026-11-13T08:00:04Z', '2027-01-14T22:59:59Z');
    const [q] = await t.db.rows<{ id: number }>(sql`SELECT id FROM feedback_questions WHERE round_id = ${chemistry} AND kind = 'rating'`);
    const [text] = await t.db.rows<{ id: number }>(sql`SELECT id FROM feedback_questions WHERE round_id = ${chemistry} AND kind = 'text'`);
    const answers = JSON.stringify([
      { question_id: q.id, value: '4' },
      { question_id: text.id, value: 'More time, <b>please</b>' },
    ]);
    await t.db.rows(
      sql`INSERT INTO feedback_submissions (relation_id, round_id, role, submitted_at, source, answers)
          VALUES (1, ${chemistry}, 'mentee', '2026-11-14T09:30:00Z', 'form', ${answers}::jsonb)`,
    );
    return { chemistry, invited };
  }

  it('shows a manager each round and role: mails, links, the submission and its answers with their questions', async () => {
    const { invited } = await history();
    const b = await new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
    const change = await b.get('/admin/mentoring-relations/1/change/');
    expect(change.body).toContain(
      '<a href="/admin/mentoring-relations/1/feedback/">Feedback</a> · <a href="/admin/mentoring-relations/1/history/">History</a',
    );
    const res = await b.get('/admin/mentoring-relations/1/feedback/');
    expect(res.statusCode).toBe(200);
    const body = res.body.replace(/\s+/g, ' ');
    expect(body).toContain('Chemistry: due 2026-11-15');
    expect(body).toContain('Mid Program: due 2027-01-30');
    expect(body).toContain(`<a href="/admin/mail-outbox/${invited}/change/">Invitation</a> to petr@example.org: sent 2026-11-12 09:00`);
    expect(body).toContain('Reminder</a> to petr@example.org: cancelled (queued 2026-11-12 09:00) — no longer owed');
    expect(body).toContain('Link issued 2026-11-12 09:00, valid until 2027-01-14 23:59');
    expect(body).toContain('Link revoked 2026-11-13 09:00 (a newer one was issued)');
    expect(body).toContain('Answered on the form, 2026-11-14 10:30');
    expect(body).toContain('<dt>How well does the match work for you so far? (1 = not at all, 5 = very well)</dt> <dd class="text">4</dd>');
    expect(body).toContain('More time, &lt;b&gt;please&lt;/b&gt;');
    // The mentor was asked nothing: said so.
    expect(body).toMatch(/The mentor, Olga Mentor<\/h3> <p>Nothing yet.<\/p>/);
  });

  it('hides the answers from a viewer, who still sees that they were given', async () => {
    await history();
    const b = await new Browser(t.app).signIn((await addUser(t.db, 'vera', 'viewer'), 'vera'));
    const res = await b.get('/admin/mentoring-relations/1/feedback/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Answered on the form');
    expect(res.body).toContain('2 answers, shown to the admin and manager roles.');
    expect(res.body).not.toContain('More time');
    expect(res.body).not.toContain('<dd');
  });

  it('records the console’s "Mark as submitted" with its source and user, as the timeline says', async () => {
    const { chemistry } = await history();
    const userId = await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    await b.post('/admin/feedback/mark-submitted/', { relation: '1', round: String(chemistry), role: 'mentor' });
    const [s] = await t.db.rows<{ source: string; submitted_by_id: number; answers: unknown }>(
      sql`SELECT source, submitted_by_id, answers FROM feedback_submissions WHERE role = 'mentor'`,
    );
    expect(s).toEqual({ source: 'console', submitted_by_id: userId, answers: [] });
    const body = (await b.get('/admin/mentoring-relations/1/feedback/')).body;
    expect(body).toMatch(/Answered marked in the console by ana, 2026-11-22 05:10/);
  });

  it('answers 404 for a relation that does not exist', async () => {
    const b = await new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
    expect((await b.get('/admin/mentoring-relations/99/feedback/')).statusCode).toBe(404);
  });
});
