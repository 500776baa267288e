// Delivery of the outbox against a real SMTP server in the process (design §11): what a
// 250, a 4xx, a 5xx, a slow, a dropped and a refused connection each leave in the outbox;
// the headers and links of the message as it arrives; the send-time re-check; a lease run out.
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailSender } from '../../src/mail/sender.js';
import { createSmtpTransport, type MailTransport, type SmtpTimeouts } from '../../src/mail/transport.js';
import { FeedbackInvitationRepository, tokenHash } from '../../src/store/repositories/feedback-invitations.js';
import { MailDelivery, MailOutboxRepository } from '../../src/store/repositories/mail-outbox.js';
import { MailSuppressionRepository } from '../../src/store/repositories/mail-suppressions.js';
import { mailOutbox } from '../../src/store/schema.js';
import { fixedClock } from '../../src/time/clock.js';
import { microsToUtcIso } from '../../src/time/iso.js';
import { parsePgTimestamptz } from '../../src/time/postgres.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';
import { insertSubmission } from '../support/programme.js';
import { startSmtpSink, type SinkOptions, type SmtpSink } from '../support/smtp.js';
import { BASE_URL, digest, invitation, MINUTE, NOW, outboxRow, queue, rawHeader, seedProgramme, SETTINGS } from './support.js';

const QUICK: SmtpTimeouts = { connectionMs: 2_000, greetingMs: 2_000, socketMs: 5_000 };

describe.each(databaseKinds())('MailSender on %s', (kind) => {
  let t: TestDatabase;
  let sink: SmtpSink | undefined;
  let transport: MailTransport | undefined;
  let round: number;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    ({ roundId: round } = await seedProgramme(t.db));
  });
  afterEach(async () => {
    transport?.close();
    await sink?.close();
    transport = sink = undefined;
  });

  /** A sender to a new SMTP server that answers as told. */
  const senderTo = async (opts: SinkOptions = {}, timeouts = QUICK, settings = SETTINGS) => {
    sink = await startSmtpSink(opts);
    transport = createSmtpTransport(sink.url, { timeouts });
    return new MailSender({ db: t.db, clock: fixedClock(NOW), transport, settings });
  };

  it('250: sent once, with the headers of §11, both alternatives and the links of this attempt', async () => {
    const sender = await senderTo();
    const [id] = await queue(t.db, invitation(round));
    const counts = await sender.deliverDue(NOW);
    expect(counts).toMatchObject({ sent: 1, retried: 0, failed: 0, cancelled: 0 });
    expect(sink!.delivered).toHaveLength(1);
    const { parsed, to, raw } = sink!.delivered[0];
    expect(to).toEqual(['jana@example.org']);
    expect(parsed.messageId).toBe(`<mail-${id}@mentoring.example.org>`);
    expect(rawHeader(parsed, 'Auto-Submitted')).toBe('auto-generated');
    expect(rawHeader(parsed, 'Reply-To')).toBe('mara@example.org');
    expect(rawHeader(parsed, 'From')).toBe('Mentoring programme <programme@example.org>');
    expect(parsed.subject).toBe('2026-12-01 — Jana, how is your mentoring going?');
    expect(rawHeader(parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(https:\/\/mentoring\.example\.org\/mail\/unsubscribe\/([A-Za-z0-9_-]{43})\/)>$/.exec(
      rawHeader(parsed, 'List-Unsubscribe')!,
    );
    expect(unsubscribe).not.toBeNull();
    expect(raw).not.toContain('%%');
    // text and HTML, each with the form's link; its token's SHA-256 is the live invitation's
    const link = /https:\/\/mentoring\.example\.org\/feedback\/([A-Za-z0-9_-]{43})\//.exec(parsed.text!);
    expect(link).not.toBeNull();
    expect(parsed.text).toContain(unsubscribe![1]);
    expect(parsed.html).toContain(`href="${link![0]}"`);
    expect(parsed.html).toContain(`href="${unsubscribe![1]}"`);
    const found = await new FeedbackInvitationRepository(t.db).find(link![1]);
    expect(found).toMatchObject({ relationId: 1, roundId: round, role: 'mentee', usedAt: null, revokedAt: null });
    expect(found!.expiresAt).toBe('2027-01-30 23:00:00+00'); // the end of 2027-01-30 in Prague
    // the row: sent, the unsubscribe token's hash kept, never a token
    const row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, message_id: `<mail-${id}@mentoring.example.org>`, reason: null });
    expect(row.smtp_reply).toMatch(/^250 /);
    expect(row.unsubscribe_hash).toBe(tokenHash(unsubscribe![2]));
    expect(await new MailOutboxRepository(t.db).recipientOfUnsubscribe(tokenHash(unsubscribe![2]))).toBe('jana@example.org');
    expect(row.body_text).toContain('%%FEEDBACK_LINK%%');
    // a later pass sends nothing again
    expect(await sender.deliverDue(NOW + MINUTE)).toMatchObject({ sent: 0 });
    expect(sink!.delivered).toHaveLength(1);
  });

  it('451, then 250 a minute later: delivered once, two attempts, the first link revoked', async () => {
    const sender = await senderTo({ answer: (n) => (n === 0 ? { code: 451, message: 'Try again later' } : 'accept') });
    const [id] = await queue(t.db, invitation(round));
    expect(await sender.deliverDue(NOW)).toMatchObject({ sent: 0, retried: 1 });
    let row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lease_until: null });
    expect(row.smtp_reply).toMatch(/^451 Try again later/);
    // a minute after the attempt (the clock of the test moves a microsecond a reading)
    const next = parsePgTimestamptz(row.next_attempt_at);
    expect(next - (NOW + MINUTE)).toBeGreaterThanOrEqual(0n);
    expect(next - (NOW + MINUTE)).toBeLessThan(1000n);
    expect(await sender.deliverDue(NOW + MINUTE / 2n)).toMatchObject({ sent: 0, retried: 0 });
    expect(await sender.deliverDue(next)).toMatchObject({ sent: 1 });
    row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink!.dataSeen).toBe(2);
    expect(sink!.delivered).toHaveLength(1);
    const history = await new FeedbackInvitationRepository(t.db).history({ relationId: 1, roundId: round, role: 'mentee' });
    expect(history.map((i) => i.revokedAt === null)).toEqual([false, true]);
  });

  it('retries after 1 min, 10 min, 1 h, 6 h, 24 h, then fails without suppressing the address', async () => {
    const sender = await senderTo({ answer: () => ({ code: 421, message: 'Service not available' }) });
    const [id] = await queue(t.db, invitation(round));
    let at = NOW;
    const waits: bigint[] = [];
    for (let i = 0; i < 5; i++) {
      await sender.deliverDue(at);
      const row = await outboxRow(t.db, id);
      const next = parsePgTimestamptz(row.next_attempt_at);
      waits.push((next - at) / MINUTE);
      at = next;
    }
    expect(waits).toEqual([1n, 10n, 60n, 360n, 1440n]);
    expect(await sender.deliverDue(at)).toMatchObject({ failed: 1 });
    expect(await outboxRow(t.db, id)).toMatchObject({ status: 'failed', attempts: 6, reason: 'gave up after 6 attempts' });
    expect(await new MailSuppressionRepository(t.db).isSuppressed('jana@example.org')).toBe(false);
  });

  it('a retry outside MAIL_SEND_HOURS waits for the next send hour in TIME_ZONE', async () => {
    const hours = { ...SETTINGS, sendHours: { from: 9, to: 17 } };
    const sender = await senderTo({ answer: () => ({ code: 451, message: 'Later' }) }, QUICK, hours);
    const [id] = await queue(t.db, invitation(round));
    const late = BigInt(Date.UTC(2026, 11, 1, 16, 59, 30)) * 1000n; // 17:59:30 in Prague
    await sender.deliverDue(late);
    expect((await outboxRow(t.db, id)).next_attempt_at).toBe('2026-12-02 08:00:00+00'); // 09:00 the next day
  });

  it('550 to RCPT TO: failed, and the address suppressed as bouncing', async () => {
    const sender = await senderTo({ rcpt: () => ({ code: 550, message: 'No such user' }) });
    const [id] = await queue(t.db, invitation(round));
    expect(await sender.deliverDue(NOW)).toMatchObject({ failed: 1 });
    const row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.smtp_reply).toMatch(/^550 No such user/);
    const suppressed = await new MailSuppressionRepository(t.db).list();
    expect(suppressed.map((s) => [s.email, s.reason])).toEqual([['jana@example.org', 'bounced']]);
    expect(sink!.delivered).toHaveLength(0);
    // Audited in the same transaction, as the sender's.
    const entries = await t.db.rows<{ username: string; object_id: number }>(
      sql`SELECT username, object_id FROM audit_log WHERE table_name = 'mail_suppressions'`,
    );
    expect(entries).toEqual([{ username: '(mail sender)', object_id: suppressed[0].id }]);
  });

  it('554 to DATA: failed and suppressed; the next mail to that address is cancelled unsent', async () => {
    const sender = await senderTo({ answer: () => ({ code: 554, message: 'Message rejected' }) });
    const [first] = await queue(t.db, invitation(round));
    await sender.deliverDue(NOW);
    expect(await outboxRow(t.db, first)).toMatchObject({ status: 'failed' });
    const [second] = await queue(t.db, invitation(round, { dedupeKey: `reminder:1:${round}:mentee:0`, kind: 'reminder' }));
    expect(await sender.deliverDue(NOW + MINUTE)).toMatchObject({ cancelled: 1 });
    expect(await outboxRow(t.db, second)).toMatchObject({ status: 'cancelled', reason: 'address suppressed (bounced)', attempts: 0 });
    expect(sink!.dataSeen).toBe(1);
  });

  it('two mails about one feedback due at once: one a batch, each with its own link, the later one live', async () => {
    const sender = await senderTo();
    await queue(t.db, invitation(round), invitation(round, { dedupeKey: `reminder:1:${round}:mentee:0`, kind: 'reminder' }));
    expect(await sender.deliverDue(NOW)).toMatchObject({ sent: 2 });
    const links = sink!.delivered.map((d) => /\/feedback\/([A-Za-z0-9_-]{43})\//.exec(d.parsed.text!)![1]);
    expect(new Set(links).size).toBe(2);
    const invitations = new FeedbackInvitationRepository(t.db);
    const states = await Promise.all(links.map(async (l) => (await invitations.find(l))!.revokedAt === null));
    expect(states).toEqual([false, true]);
  });

  it('a server slower than the socket timeout: the attempt times out and is retried', async () => {
    const sender = await senderTo({ answer: () => ({ delayMs: 2_000 }) }, { connectionMs: 2_000, greetingMs: 2_000, socketMs: 300 });
    const [id] = await queue(t.db, invitation(round));
    expect(await sender.deliverDue(NOW)).toMatchObject({ retried: 1 });
    const row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.smtp_reply).toMatch(/timeout/i);
  });

  it('a connection dropped after DATA: retried, and delivered once on the next attempt', async () => {
    const sender = await senderTo({ answer: (n) => (n === 0 ? 'drop' : 'accept') });
    const [id] = await queue(t.db, invitation(round));
    expect(await sender.deliverDue(NOW)).toMatchObject({ retried: 1 });
    const row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await sender.deliverDue(parsePgTimestamptz(row.next_attempt_at))).toMatchObject({ sent: 1 });
    expect(sink!.delivered).toHaveLength(1);
  });

  it('a refused connection (nothing listening): retried', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, { timeouts: QUICK });
    const sender = new MailSender({ db: t.db, clock: fixedClock(NOW), transport, settings: SETTINGS });
    const [id] = await queue(t.db, invitation(round));
    expect(await sender.deliverDue(NOW)).toMatchObject({ retried: 1 });
    const row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.smtp_reply).toMatch(/ECONNREFUSED|connect/i);
  });

  it('re-checks at send time: a feedback given, a relation no longer matched, an address suppressed', async () => {
    const sender = await senderTo();
    await t.db.rows(sql`INSERT INTO mentees (id, first_name, last_name, email) VALUES (2, 'Ema', 'Kral', 'ema@example.org')`);
    await t.db.rows(sql`INSERT INTO mentoring_relations (id, mentor_id, mentee_id, manager_id, status, start_date)
                        VALUES (2, 1, 2, 1, 'finished', '2026-11-17')`);
    const [given, finished, suppressed] = await queue(
      t.db,
      invitation(round),
      invitation(round, { dedupeKey: `invitation:2:${round}:mentee`, relationId: 2, recipient: 'ema@example.org' }),
      invitation(round, { dedupeKey: `invitation:1:${round}:mentor`, role: 'mentor', recipient: 'tomas@example.org' }),
    );
    await insertSubmission(t.db, { relationId: 1, round: 'Chemistry', role: 'mentee' });
    await new MailSuppressionRepository(t.db).suppress('Tomas@Example.org', 'unsubscribed', microsToUtcIso(NOW), {
      userId: null,
      username: '(unsubscribe link)',
    });
    expect(await sender.deliverDue(NOW)).toMatchObject({ sent: 0, cancelled: 3 });
    expect(await outboxRow(t.db, given)).toMatchObject({ status: 'cancelled', reason: 'no longer owed' });
    expect(await outboxRow(t.db, finished)).toMatchObject({ status: 'cancelled', reason: 'no longer owed' });
    expect(await outboxRow(t.db, suppressed)).toMatchObject({ status: 'cancelled', reason: 'address suppressed (unsubscribed)' });
    expect(sink!.dataSeen).toBe(0);
    // no link was issued for any of them
    expect(await t.db.rows(sql`SELECT id FROM feedback_invitations`)).toEqual([]);
  });

  it('a row still sending past its lease becomes unknown and is never sent again by itself', async () => {
    const sender = await senderTo();
    const [id] = await queue(t.db, invitation(round));
    await t.db.orm
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, leaseUntil: microsToUtcIso(NOW - MINUTE) })
      .where(sql`id = ${id}`);
    const [fresh] = await queue(t.db, invitation(round, { dedupeKey: 'other', role: 'mentor', recipient: 'tomas@example.org' }));
    await t.db.orm
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, leaseUntil: microsToUtcIso(NOW + MINUTE) })
      .where(sql`id = ${fresh}`);
    expect(await sender.deliverDue(NOW)).toMatchObject({ expired: 1, sent: 0 });
    const row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'unknown', attempts: 1 });
    expect(row.reason).toMatch(/lease ran out/);
    expect(await outboxRow(t.db, fresh)).toMatchObject({ status: 'sending' });
    expect(await sender.deliverDue(NOW + 60n * MINUTE)).toMatchObject({ expired: 1, sent: 0 });
    expect(await outboxRow(t.db, id)).toMatchObject({ status: 'unknown', attempts: 1 });
    expect(sink!.dataSeen).toBe(0);
  });

  it('purges the bodies of mails sent more than 90 days ago, keeping their record', async () => {
    const sender = await senderTo();
    const [old, recent] = await queue(t.db, invitation(round), invitation(round, { dedupeKey: 'recent' }));
    await t.db.orm
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: '2026-09-01T00:00:00.000000Z' })
      .where(sql`id = ${old}`);
    await t.db.orm
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: '2026-09-03T00:00:00.000000Z' })
      .where(sql`id = ${recent}`);
    expect(await sender.deliverDue(NOW)).toMatchObject({ purged: 1 });
    const rows = await t.db.rows<{ id: number; body_text: string | null; body_html: string | null; purged: boolean }>(
      sql`SELECT id, body_text, body_html, purged_at IS NOT NULL AS purged FROM mail_outbox ORDER BY id`,
    );
    expect(rows.map((r) => [r.id, r.body_text === null, r.body_html === null, r.purged])).toEqual([
      [old, true, true, true],
      [recent, false, false, false],
    ]);
  });

  it('a test mail: sent at once, any hour, with no link and no unsubscribe header', async () => {
    const sender = await senderTo({}, QUICK, { ...SETTINGS, sendHours: { from: 9, to: 9 } });
    const outcome = await sender.sendTest('ops@example.org', NOW + 12n * 60n * MINUTE);
    expect(outcome).toMatchObject({ status: 'sent' });
    const { parsed } = sink!.delivered[0];
    expect(rawHeader(parsed, 'List-Unsubscribe')).toBeUndefined();
    expect(rawHeader(parsed, 'Auto-Submitted')).toBe('auto-generated');
    expect(parsed.text).toContain(BASE_URL);
    const [row] = await t.db.rows<{ dedupe_key: string; kind: string }>(sql`SELECT dedupe_key, kind FROM mail_outbox`);
    expect(row.kind).toBe('test');
    expect(row.dedupe_key).toMatch(/^test:[0-9a-f-]{36}$/);
  });

  it('no header injection: a recipient with a line break fails unsent, a subject stays one line', async () => {
    const sender = await senderTo();
    const [bad, ok] = await queue(
      t.db,
      invitation(round, { recipient: 'jana@example.org\r\nBcc: all@example.org' }),
      invitation(round, {
        dedupeKey: 'subject',
        role: 'mentor',
        recipient: 'tomas@example.org',
        replyTo: 'mara@example.org\r\nX-Evil: 1',
        subject: `${'2026-12-01'} — Hi\r\nBcc: all@example.org`,
      }),
    );
    expect(await sender.deliverDue(NOW)).toMatchObject({ sent: 1, failed: 1 });
    expect(await outboxRow(t.db, bad)).toMatchObject({ status: 'failed' });
    expect(await new MailSuppressionRepository(t.db).list()).toEqual([]);
    expect(sink!.delivered).toHaveLength(1);
    const { parsed, to } = sink!.delivered[0];
    expect(to).toEqual(['tomas@example.org']);
    expect(parsed.headerLines.map((h) => h.key)).not.toContain('bcc');
    expect(parsed.headerLines.map((h) => h.key)).not.toContain('x-evil');
    expect(rawHeader(parsed, 'Reply-To')).toBeUndefined();
    expect(parsed.subject).toBe('2026-12-01 — Hi Bcc: all@example.org');
    expect((await outboxRow(t.db, ok)).status).toBe('sent');
  });

  /** `n` digests to managers (mails the claim does not re-check), due now. */
  const digests = (n: number) => Array.from({ length: n }, (_, i) => digest(round, i));

  it('paces its attempts: after a burst of CATCH_UP + 1, one each 1/ratePerSecond', async () => {
    sink = await startSmtpSink();
    const smtp = createSmtpTransport(sink.url, { timeouts: QUICK });
    // When each attempt begins (the SMTP conversation itself is the real one).
    const begun: number[] = [];
    transport = {
      send: (message) => {
        begun.push(performance.now());
        return smtp.send(message);
      },
      close: () => smtp.close(),
    };
    const sender = new MailSender({ db: t.db, clock: fixedClock(NOW), transport, settings: SETTINGS, ratePerSecond: 10, inFlight: 10 });
    await queue(t.db, ...digests(10));
    const started = performance.now();
    expect(await sender.deliverDue(NOW)).toMatchObject({ sent: 10 });
    expect(sink.delivered).toHaveLength(10);
    // The first five at once (the fifth's turn is the claim's), then one each 100 ms: the
    // tenth 500 ms after the claim began at the earliest. Unpaced (ten may be in flight
    // here), all ten begin together.
    expect(begun).toHaveLength(10);
    expect(begun[9] - started).toBeGreaterThanOrEqual(500);
    expect(begun[9] - begun[4]).toBeGreaterThan(300);
  });

  it('never has more than inFlight attempts at once, whatever the pool allows', async () => {
    sink = await startSmtpSink({ answer: () => ({ delayMs: 100 }) });
    transport = createSmtpTransport(sink.url, { timeouts: QUICK, maxConnections: 8 });
    const sender = new MailSender({ db: t.db, clock: fixedClock(NOW), transport, settings: SETTINGS, ratePerSecond: 1000, inFlight: 2 });
    await queue(t.db, ...digests(8));
    // At each message's arrival: those the server holds (arrived, not yet answered).
    const held: number[] = [];
    const watch = async () => {
      for (;;) {
        await sink!.nextData();
        held.push(sink!.dataSeen - sink!.delivered.length);
      }
    };
    void watch();
    expect(await sender.deliverDue(NOW)).toMatchObject({ sent: 8 });
    expect(held).toHaveLength(8);
    expect(Math.max(...held)).toBe(2);
  });

  it('a claim gives the event loop a turn between its statements (on PGlite no statement does)', async () => {
    await queue(t.db, invitation(round), ...digests(2));
    const delivery = new MailDelivery(t.db);
    const claimCounting = async (between?: () => Promise<void>) => {
      let turns = 0;
      let counting = true;
      const tick = () => {
        turns++;
        if (counting) setImmediate(tick);
      };
      setImmediate(tick);
      const result = await delivery.claimDue({
        now: microsToUtcIso(NOW),
        leaseUntil: microsToUtcIso(NOW + 5n * MINUTE),
        limit: 20,
        recheck: async () => new Map(),
        invitationExpiry: () => '2027-01-31T00:00:00Z',
        between,
      });
      counting = false;
      return { turns, claimed: result.claimed.length };
    };
    const yielding = await claimCounting(() => new Promise((resolve) => setImmediate(resolve)));
    expect(yielding.claimed).toBe(3);
    // after the read of the due rows, after the re-check, after the link's lock and its
    // revocation, after the links: five turns at least while the transaction is open
    expect(yielding.turns).toBeGreaterThanOrEqual(5);
    if (kind === 'pglite') {
      // What `between` is for: the same claim without it runs as one block.
      await t.db.rows(sql`UPDATE mail_outbox SET status = 'pending'`);
      expect((await claimCounting()).turns).toBe(0);
    }
  });
});
