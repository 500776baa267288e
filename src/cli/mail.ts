// `mail preview [--date YYYY-MM-DD]`, `mail run`, `mail test ADDRESS` (design §7, §11): what
// the feedback loop would mail on a day, one pass of planning and delivery for a cron job
// (with MAIL_SCHEDULER=off on the web instances), and a test mail to check SMTP_URL.
//
// Delivery is the sender's (src/mail/sender.ts), given as a factory so that the command
// opens one SMTP pool and closes it when done.
import type { Config } from '../config.js';
import type { MailPlanner, PlanCounts } from '../mail/planner.js';
import type { DeliveryCounts, TestOutcome } from '../mail/sender.js';
import { openDatabase, type Database } from '../store/connect.js';
import { migrate } from '../store/migrate.js';
import { parseDateText } from '../time/calendar.js';
import { systemClock, type Clock } from '../time/clock.js';
import { todayInZone } from '../time/zone.js';
import type { CommandSpec } from './args.js';
import { printTable } from './table.js';
import { noticeOn, type CliIo } from './io.js';

export type MailCommand = { action: 'preview'; date: string | undefined } | { action: 'run' } | { action: 'test'; address: string };

/** What delivers the outbox's due rows and sends a test mail: the sender's two entry points. */
export interface Delivery {
  deliverDue(now: bigint): Promise<DeliveryCounts>;
  sendTest(address: string, now: bigint): Promise<TestOutcome>;
}

/** Builds the delivery for a database (the sender, with its SMTP transport); closed by `close` if it has one. */
export type DeliveryFactory = (db: Database, config: Config, clock: Clock) => Delivery & { close?(): Promise<void> | void };

const ADDRESS = /^[^\s@]+@[^\s@]+$/;

export const MAIL_COMMANDS: CommandSpec<MailCommand>[] = [
  {
    name: 'mail preview',
    args: '[--date YYYY-MM-DD]',
    help: `list the mails a tick would queue on that day (default today)
at the start of the send hours; sends and stores nothing`,
    options: { date: { type: 'string' } },
    make: ({ date }, args) => {
      if (args.length) return 'mail preview: takes no arguments but --date YYYY-MM-DD';
      if (typeof date === 'string' && typeof parseDateText(date) !== 'number')
        return `mail preview: --date is a date YYYY-MM-DD, got ${JSON.stringify(date)}`;
      return { action: 'preview', date: typeof date === 'string' ? date : undefined };
    },
  },
  {
    name: 'mail run',
    help: `queue what is due now and send what the outbox has due, once
(for a cron job when MAIL_SCHEDULER=off)`,
    make: (_, args) => (args.length ? 'mail run: takes no arguments' : { action: 'run' }),
  },
  {
    name: 'mail test',
    args: 'ADDRESS',
    help: 'send a test mail to ADDRESS now, whatever the send hours',
    make: (_, args) =>
      args.length === 1 && ADDRESS.test(args[0]) ? { action: 'test', address: args[0] } : 'mail test: expected one email ADDRESS',
  },
];

const MAIL_OFF = 'mail is off (SMTP_URL is not set)';

export async function runMail(command: MailCommand, config: Config, delivery: DeliveryFactory, io: CliIo): Promise<number> {
  if (command.action !== 'preview' && config.mail.smtpUrl === undefined) {
    io.stderr.write(`mail ${command.action}: ${MAIL_OFF}; nothing was ${command.action === 'run' ? 'queued or sent' : 'sent'}\n`);
    return command.action === 'run' ? 0 : 1;
  }
  const clock = systemClock();
  // Never a new database: a preview of a mistyped DATA_DIR would be an empty list, not an error.
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, mustExist: true, notice: noticeOn(io) });
  try {
    await migrate(db);
    // Loaded here, not at the CLI's start-up: the other commands never plan mail.
    const { MailPlanner } = await import('../mail/planner.js');
    const planner = new MailPlanner(db, { timeZone: config.timeZone, mail: config.mail });
    if (command.action === 'preview')
      return await preview(planner, command.date ?? todayInZone(Number(clock.nowMicros() / 1000n), config.timeZone), io);
    const sender = delivery(db, config, clock);
    try {
      if (command.action === 'test') {
        const result = await sender.sendTest(command.address, clock.nowMicros());
        const line = testLine(command.address, result);
        (line.ok ? io.stdout : io.stderr).write(`mail test: ${line.text}\n`);
        return line.ok ? 0 : 1;
      }
      const counts = await planner.plan(clock.nowMicros());
      io.stdout.write(`mail run: ${queuedLine(counts)}\n`);
      const d = await sender.deliverDue(clock.nowMicros());
      io.stdout.write(
        `mail run: ${d.sent} sent, ${d.retried} to retry, ${d.failed} failed, ${d.cancelled} cancelled, ${d.expired} past their lease (unknown)\n`,
      );
      return 0;
    } finally {
      await sender.close?.();
    }
  } finally {
    await db.close();
  }
}

async function preview(planner: MailPlanner, date: string, io: CliIo): Promise<number> {
  const mails = await planner.preview(date);
  if (!mails.length) {
    io.stdout.write(`mail preview: nothing would be queued on ${date}\n`);
    return 0;
  }
  printTable(
    io.stdout,
    ['KIND', 'RECIPIENT', 'SUBJECT', 'DUE'],
    mails.map((m) => [m.kind, m.recipient, m.subject, m.dueDate ?? '']),
  );
  io.stdout.write(`mail preview: ${mails.length} ${mails.length === 1 ? 'mail' : 'mails'} would be queued on ${date}\n`);
  return 0;
}

function queuedLine(c: PlanCounts): string {
  const total = c.queued.invitation + c.queued.reminder + c.queued.escalation + c.queued.digest;
  const kinds = Object.entries(c.queued)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  return `${total} queued${kinds ? ` (${kinds})` : ''}; ${c.alreadyQueued} queued before, ${c.superseded} superseded${c.noAddress ? `, ${c.noAddress} without an address` : ''}`;
}

/** A test mail's outcome as one line, and whether it was delivered. */
function testLine(address: string, r: TestOutcome): { ok: boolean; text: string } {
  switch (r.status) {
    case 'sent':
      return { ok: true, text: `sent to ${address} (outbox #${r.id}): ${r.reply}` };
    case 'retry':
      return { ok: false, text: `not delivered yet (outbox #${r.id}): ${r.reply}; retried at ${r.nextAttemptAt}` };
    case 'failed':
      return { ok: false, text: `refused (outbox #${r.id}): ${r.reply}` };
    case 'cancelled':
      return { ok: false, text: `not sent (outbox #${r.id}): ${r.reason}` };
  }
}
