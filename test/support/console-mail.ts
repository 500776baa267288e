// Mail rows for console tests: the demo data holds none (mail is not demo data, and the
// outbox is never in a dataset file), so a test that needs a row of each mail table puts
// one there through the repositories the service itself uses.
import type { Database } from '../../src/store/connect.js';
import { MailOutboxRepository, type QueuedMail } from '../../src/store/repositories/mail-outbox.js';
import { MailSuppressionRepository } from '../../src/store/repositories/mail-suppressions.js';

/** A queued invitation, as the planner would queue it (the links still placeholders). */
export function invitation(o: Partial<QueuedMail> = {}): QueuedMail {
  return {
    dedupeKey: 'invitation:1:1:mentee',
    kind: 'invitation',
    recipient: 'jana@example.org',
    replyTo: 'martin@example.org',
    subject: '2026-12-01 — Chemistry feedback',
    bodyText: 'Hello Jana,\n\nplease tell us how it goes: %%FEEDBACK_LINK%%\n\nUnsubscribe: %%UNSUBSCRIBE_LINK%%',
    bodyHtml: '<p>Hello Jana,</p><p><a href="%%FEEDBACK_LINK%%">Give feedback</a></p><script>alert(1)</script>',
    relationId: 1,
    roundId: 1,
    role: 'mentee',
    managerId: 1,
    dueDate: '2026-12-01',
    nextAttemptAt: '2026-11-22T08:00:00Z',
    ...o,
  };
}

/** One queued mail and one suppressed address; the mail's id. */
export async function seedMail(db: Database, now = '2026-11-22T04:10:29.562886Z'): Promise<number> {
  const [id] = await new MailOutboxRepository(db).enqueue([invitation()], now);
  await new MailSuppressionRepository(db).suppress('gone@example.org', 'unsubscribed', now, {
    userId: null,
    username: '(unsubscribe link)',
  });
  return id;
}
