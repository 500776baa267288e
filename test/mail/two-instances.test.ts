// Two instances sending from one PostgreSQL outbox at once (design §11, §9): each claims
// its rows with FOR UPDATE SKIP LOCKED, so every mail reaches the SMTP server exactly once.
// PostgreSQL only: the embedded database belongs to one process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailSender } from '../../src/mail/sender.js';
import { createSmtpTransport } from '../../src/mail/transport.js';
import type { Database } from '../../src/store/connect.js';
import { fixedClock } from '../../src/time/clock.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp.js';
import { digest, invitation, NOW, queue, seedProgramme, SETTINGS } from './support.js';

const MAILS = 200;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let t: TestDatabase;
  let other: Database;
  let sink: SmtpSink;

  beforeAll(async () => {
    t = await openTestDatabase('postgres');
    other = await t.connectAgain();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
    await other?.close();
    await t?.close();
  });

  it(`deliver ${MAILS} queued mails concurrently, each exactly once`, async () => {
    const { roundId } = await seedProgramme(t.db);
    // Digests (no re-check) and invitations (a link issued in the claiming transaction).
    await queue(
      t.db,
      ...Array.from({ length: MAILS }, (_, i) =>
        i % 4 === 0 ? invitation(roundId, { dedupeKey: `invitation:${i}`, recipient: `person${i}@example.org` }) : digest(roundId, i),
      ),
    );
    const instances = [t.db, other].map((db) => {
      const transport = createSmtpTransport(sink.url);
      return { transport, sender: new MailSender({ db, clock: fixedClock(NOW), transport, settings: SETTINGS, batchSize: 5 }) };
    });
    const counts = await Promise.all(instances.map((i) => i.sender.deliverDue(NOW)));
    instances.forEach((i) => i.transport.close());

    expect(counts[0].sent + counts[1].sent).toBe(MAILS);
    // both took part
    expect(counts[0].sent).toBeGreaterThan(0);
    expect(counts[1].sent).toBeGreaterThan(0);
    expect(sink.dataSeen).toBe(MAILS);
    const ids = sink.delivered.map((d) => d.parsed.messageId);
    expect(new Set(ids).size).toBe(MAILS);
    const rows = await t.db.rows<{ status: string; attempts: number; n: number }>(
      sql`SELECT status, attempts, count(*)::int AS n FROM mail_outbox GROUP BY status, attempts`,
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: MAILS }]);
    console.log(`two instances: ${counts[0].sent} + ${counts[1].sent} mails, each delivered once`);
  }, 120_000);
});
