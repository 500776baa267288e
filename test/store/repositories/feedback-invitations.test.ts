// The personal links' repository (design §11): a new link revokes the live one of the same
// (relation, round, role) and leaves the others alone; only the SHA-256 of a token is
// stored; a link is found by its token whatever its state, and by nothing else. The form's
// questions for a role, and the form's write (one transaction that uses the link).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FeedbackInvitationRepository, tokenHash } from '../../../src/store/repositories/feedback-invitations.js';
import { FeedbackQuestionRepository } from '../../../src/store/repositories/feedback-questions.js';
import { FeedbackSubmissionRepository } from '../../../src/store/repositories/feedback-submissions.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../support/database.js';
import { EXPIRES_TEXT, NOW_TEXT, owingProgramme } from '../../support/feedback-links.js';

describe.each(databaseKinds())('feedback invitations on %s', (kind) => {
  let t: TestDatabase;
  let links: FeedbackInvitationRepository;
  let chemistry: number;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    links = new FeedbackInvitationRepository(t.db);
  });
  beforeEach(async () => {
    await t.reset();
    ({ chemistry } = await owingProgramme(t.db));
  });
  afterAll(async () => t?.close());

  it('issues a link that revokes the live one of its (relation, round, role) only', async () => {
    const mentee = { relationId: 1, roundId: chemistry, role: 'mentee' as const };
    const first = await links.issue(mentee, NOW_TEXT, EXPIRES_TEXT);
    const mentor = await links.issue({ ...mentee, role: 'mentor' }, NOW_TEXT, EXPIRES_TEXT);
    const second = await links.issue(mentee, '2026-11-23T08:00:00Z', EXPIRES_TEXT);
    expect(second.token).not.toBe(first.token);
    expect(await links.find(first.token)).toMatchObject({
      id: first.invitation.id,
      revokedAt: expect.stringContaining('2026-11-23 08:00:00'),
    });
    expect(await links.find(second.token)).toMatchObject({ id: second.invitation.id, revokedAt: null, usedAt: null, ...mentee });
    expect(await links.find(mentor.token)).toMatchObject({ revokedAt: null });
    expect((await links.history(mentee)).map((l) => l.id)).toEqual([first.invitation.id, second.invitation.id]);
  });

  it('stores only the SHA-256 of a token of at least 128 bits, and finds a link by its token alone', async () => {
    const { token } = await links.issue({ relationId: 1, roundId: chemistry, role: 'mentee' }, NOW_TEXT, EXPIRES_TEXT);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.rows<Record<string, unknown>>(sql`SELECT * FROM feedback_invitations`);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await links.find(tokenHash(token))).toBeUndefined();
    expect(await links.find(token.slice(0, -1))).toBeUndefined();
    expect(await links.find('')).toBeUndefined();
  });

  it('reads a round’s questions for a role: its own and both, by order, choices as lines', async () => {
    await t.db.rows(
      sql`INSERT INTO feedback_questions (round_id, role, "order", kind, text, choices, required) VALUES
            (${chemistry}, 'mentor', 0, 'choice', 'Mentor only', ${' Yes \n\nNo\r\n'}, false),
            (${chemistry}, 'mentee', 9, 'text', 'Mentee only', '', true)`,
    );
    const questions = new FeedbackQuestionRepository(t.db);
    const mentor = await questions.forRole(chemistry, 'mentor');
    expect(mentor.map((q) => q.text)).toEqual([
      'Mentor only',
      'How well does the match work for you so far? (1 = not at all, 5 = very well)',
      'What would help your mentoring go better?',
    ]);
    expect(mentor[0]).toMatchObject({ kind: 'choice', choices: ['Yes', 'No'], required: false });
    expect((await questions.forRole(chemistry, 'mentee')).map((q) => q.text).at(-1)).toBe('Mentee only');
  });

  it('records the form’s answers once, using the link; a used, revoked or expired link records nothing', async () => {
    const subs = new FeedbackSubmissionRepository(t.db);
    const who = { userId: null, username: '(feedback form)' };
    const key = { relationId: 1, roundId: chemistry, role: 'mentee' as const };
    const { token } = await links.issue(key, NOW_TEXT, EXPIRES_TEXT);
    const done = await subs.submitFromForm(tokenHash(token), NOW_TEXT, [{ question_id: 1, value: '5' }], who);
    expect(done).toMatchObject({ recorded: { ...key, repr: "Chemistry feedback of mentee Anna O'Brien" } });
    expect(await subs.submitFromForm(tokenHash(token), NOW_TEXT, [], who)).toEqual({ refused: 'used' });
    expect(await subs.submitFromForm(tokenHash('nope'), NOW_TEXT, [], who)).toEqual({ refused: 'unknown' });
    const mentor = { ...key, role: 'mentor' as const };
    const old = await links.issue(mentor, NOW_TEXT, EXPIRES_TEXT);
    await links.issue(mentor, NOW_TEXT, '2026-11-22T04:00:00Z');
    expect(await subs.submitFromForm(tokenHash(old.token), NOW_TEXT, [], who)).toEqual({ refused: 'revoked' });
    const expired = await links.issue(mentor, NOW_TEXT, '2026-11-22T04:00:00Z');
    expect(await subs.submitFromForm(tokenHash(expired.token), NOW_TEXT, [], who)).toEqual({ refused: 'expired' });
    const [n] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feedback_submissions`);
    expect(n.n).toBe(1);
    expect(await subs.formSubject(key)).toMatchObject({ personFirstName: 'Anna', otherFirstName: 'Petr', managerFirstName: 'Jana' });
    expect((await subs.formSubject(mentor))!.personFirstName).toBe('Petr');
  });
});
