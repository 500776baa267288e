// `kill -9` between `sending` and the server's reply (design §11): the service (dist/main.js,
// as npm start runs it) sends a queued mail to an SMTP server that takes the message and never
// answers; it is killed while it waits. The row stays `sending` (the service may or may not
// have delivered it, nobody knows), a restarted service never sends it again, and once its
// lease has run out it is `unknown`, still unsent a second time.
import { afterAll, describe, expect, it } from 'vitest';
import { MailSender, DEFAULT_LEASE_SECONDS } from '../../src/mail/sender.js';
import { createSmtpTransport } from '../../src/mail/transport.js';
import { openDatabase, type Database } from '../../src/store/connect.js';
import { migrate } from '../../src/store/migrate.js';
import { fixedClock } from '../../src/time/clock.js';
import { parsePgTimestamptz } from '../../src/time/postgres.js';
import { databaseKinds, ThrowawayDatabase, type DatabaseKind } from '../support/database.js';
import { killAll, startService } from '../support/service.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp.js';
import { TempDirs } from '../support/temp-dirs.js';
import { preparedDataDir } from '../support/prepared-data-dir.js';
import { BASE_URL, FROM, invitation, outboxRow, queue, seedProgramme, SETTINGS } from './support.js';

const temps = new TempDirs('mentoring-api-mail-kill');
/** A due date no run of this test reaches. */
const FAR_DUE = '2099-12-01';
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  await killAll();
  for (const c of cleanups.reverse()) await c();
  temps.removeAll();
});

/**
 * Where the service keeps its data, the same for every start. On PGlite a copy of the migrated
 * template DATA_DIR: the subject is the kill and what follows, not PGlite's initdb (6–8 s of CPU).
 */
async function storage(kind: DatabaseKind): Promise<Record<string, string>> {
  if (kind === 'pglite') return { DATA_DIR: preparedDataDir(temps) };
  const throwaway = new ThrowawayDatabase('mentoring_mail_kill');
  await throwaway.create();
  cleanups.push(() => throwaway.drop());
  return { DATABASE_URL: throwaway.url };
}

const open = (env: Record<string, string>): Promise<Database> => openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });

/** `promise`, or a failure saying `why` after `ms`. */
async function within<T>(promise: Promise<T>, ms: number, why: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(why())), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function started(sink: SmtpSink) {
  cleanups.push(() => sink.close());
  return sink;
}

describe.each(databaseKinds())('kill -9 mid-send on %s', (kind) => {
  it('leaves the row sending, never resends it, and it is unknown after its lease', async () => {
    const store = await storage(kind);
    // One owed feedback's invitation, queued before the service starts.
    let db = await open(store);
    await migrate(db);
    // The service runs on the real clock, so its planner queues every invitation owed by today: a
    // round due within days (DUE, 2026-12-01) gave the mentor's invitation too, a second DATA at the
    // server from 2026-11-28 on. The round is due far ahead, so the queued mail is the only one.
    const { roundId } = await seedProgramme(db, FAR_DUE);
    // Due at once by the service's own clock.
    const [id] = await queue(db, invitation(roundId, { dueDate: FAR_DUE, nextAttemptAt: '2020-01-01T00:00:00.000000Z' }));
    await db.close();

    const silent = await started(await startSmtpSink({ answer: () => 'hang' }));
    const mailEnv = { PUBLIC_BASE_URL: BASE_URL, MAIL_FROM: FROM, MAIL_SEND_HOURS: '0-23', MAIL_TICK_SECONDS: '1' };
    const env = { ...store, SEED_DEMO: 'false', LOG_LEVEL: 'info', ...mailEnv };
    const first = startService({ ...env, SMTP_URL: silent.url });
    const arrived = silent.nextData();
    await first.url();
    // The whole message is at the server: `sending` was committed before it.
    await within(arrived, 30_000, () => `no mail reached the server\nstdout: ${first.stdout()}\nstderr: ${first.stderr()}`);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(silent.dataSeen).toBe(1);

    db = await open(store);
    const row = await outboxRow(db, id);
    await db.close();
    expect(row).toMatchObject({ status: 'sending', attempts: 1, sent_at: null });
    const leaseUntil = parsePgTimestamptz(row.lease_until!);

    // Restarted, with a server that takes everything: a few ticks pass, nothing is sent.
    const open2 = await started(await startSmtpSink());
    const second = startService({ ...env, SMTP_URL: open2.url });
    await second.url();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await second.stop()).code).toBe(0);
    expect(open2.dataSeen).toBe(0);

    // Once the lease has run out (the sender's code, run at that time), the row is unknown.
    db = await open(store);
    try {
      const transport = createSmtpTransport(open2.url);
      const sender = new MailSender({ db, clock: fixedClock(leaseUntil), transport, settings: SETTINGS });
      expect(await sender.deliverDue(leaseUntil - 1n)).toMatchObject({ expired: 0, sent: 0 });
      expect(await sender.deliverDue(leaseUntil + 1_000_000n)).toMatchObject({ expired: 1, sent: 0 });
      expect(await sender.deliverDue(leaseUntil + BigInt(DEFAULT_LEASE_SECONDS) * 10_000_000n)).toMatchObject({ expired: 0, sent: 0 });
      transport.close();
      expect(await outboxRow(db, id)).toMatchObject({ status: 'unknown', attempts: 1, sent_at: null });
    } finally {
      await db.close();
    }

    // And a service started after that leaves it alone too.
    const third = startService({ ...env, SMTP_URL: open2.url });
    await third.url();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await third.stop()).code).toBe(0);
    expect(open2.dataSeen).toBe(0);
    expect(silent.dataSeen).toBe(1);
  }, 240_000);
});
