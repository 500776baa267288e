// The home page's one line of mail state (design §11): "Mail is off" while SMTP_URL is not
// set; with it, today's sent mails (by midnight in TIME_ZONE), the failed and the waiting,
// each a link to those rows of the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { fixedClock } from '../../src/time/clock.js';
import { buildCheckedApp, CHEAP_HASHER, TEST_NOW_MICROS, useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { invitation } from '../support/console-mail.js';
import { databaseKinds } from '../support/database.js';
import { MailOutboxRepository } from '../../src/store/repositories/mail-outbox.js';

const MAIL = {
  smtpUrl: 'smtp://127.0.0.1:2525',
  publicBaseUrl: 'https://mentoring.example.org',
  from: 'programme@example.org',
  scheduler: false,
  sendHours: { from: 9, to: 17 },
  tickSeconds: 60,
  inviteDays: 3,
  reminderDays: [0, 7],
  escalationDays: 14,
};

describe.each(databaseKinds())('the home page’s mail line on %s', (kind) => {
  const t = useTestApp(kind);
  let on: FastifyInstance;
  beforeAll(async () => {
    on = await buildCheckedApp({
      db: t.db,
      clock: fixedClock(TEST_NOW_MICROS),
      goals: createOfflineGenerator(),
      hasher: CHEAP_HASHER,
      config: { timeZone: 'Europe/Prague', trustProxy: false, goalRateLimit: 0, goalTimeoutMs: 30_000, mail: MAIL },
    });
  });
  afterAll(async () => on?.close());

  it('says mail is off while SMTP_URL is not set', async () => {
    await addUser(t.db, 'vera', 'viewer');
    const body = (await (await new Browser(t.app).signIn('vera')).get('/admin/')).body;
    expect(body).toContain('Mail is off (SMTP_URL is not set).');
    expect(body).not.toContain('sent today');
  });

  it('counts today’s sent mails (from midnight in TIME_ZONE), the failed and the waiting, each a link to them', async () => {
    // Now is 2026-11-22 05:10 in Prague: midnight was 2026-11-21 23:00 UTC.
    const outbox = new MailOutboxRepository(t.db);
    const ids = await outbox.enqueue(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => invitation({ dedupeKey: `test:${k}`, kind: 'test' })),
      '2026-11-20T10:00:00Z',
    );
    const set = (id: number, status: string, sentAt: string | null) =>
      t.db.rows(sql`UPDATE mail_outbox SET status = ${status}, sent_at = ${sentAt}::timestamptz WHERE id = ${id}`);
    await set(ids[0], 'sent', '2026-11-21T23:00:00Z');
    await set(ids[1], 'sent', '2026-11-21T22:59:59.999999Z'); // yesterday in Prague
    await set(ids[2], 'failed', null);
    await set(ids[3], 'cancelled', null);
    await addUser(t.db, 'ana', 'manager');
    const body = (await (await new Browser(on).signIn('ana')).get('/admin/')).body;
    expect(body).not.toContain('Mail is off');
    expect(body.replace(/\s+/g, ' ')).toContain(
      'Mail: <a href="/admin/mail-outbox/?status=sent">1 sent today</a>, <a href="/admin/mail-outbox/?status=failed">1 failed</a>, <a href="/admin/mail-outbox/?status=pending">2 waiting</a>.',
    );
  });
});
