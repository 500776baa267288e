// `npm run cli -- mail …` end to end on an embedded DATA_DIR holding a small programme: the CLI
// in this process (test/support/cli.ts), and the built CLI (CLI_ARGS) as a child process where
// the process is the subject (an exit status of 1 and 2 with its line; `test` and `run` ending
// once they have delivered and closed their SMTP connections). `preview` lists what a day's tick
// would queue and stores nothing; with SMTP_URL unset, `run` says mail is off and `test` fails;
// with it set, both deliver to a real SMTP server in the test.
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/connect.js';
import { migrate } from '../../src/store/migrate.js';
import { CLI_ARGS } from '../support/paths.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, startForDue } from '../support/programme.js';
import { CONFIG_VARS, ROOT } from '../support/service.js';
import { TempDirs } from '../support/temp-dirs.js';
import { preparedDataDir } from '../support/prepared-data-dir.js';
import { cliInProcess } from '../support/cli.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp.js';
import { todayInZone } from '../../src/time/zone.js';

const temps = new TempDirs('mentoring-api-cli-mail');
afterAll(() => temps.removeAll());

const MAIL_VARS = ['SMTP_URL', 'PUBLIC_BASE_URL', 'MAIL_FROM', 'MAIL_SCHEDULER', 'MAIL_SEND_HOURS', 'FEEDBACK_INVITE_DAYS'];

/** The CLI's `mail …args` in this process (MAIL_VARS are among CONFIG_VARS, unset there too). */
const cli = (args: string[], env: Record<string, string>) => cliInProcess(['mail', ...args], { TIME_ZONE: 'Europe/Prague', ...env });

/** The CLI program's `mail …args` as a child process. */
function spawnCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of [...CONFIG_VARS, ...MAIL_VARS]) delete base[name];
  const child = spawn(process.execPath, [...CLI_ARGS, 'mail', ...args], {
    cwd: ROOT,
    env: { ...base, LOG_LEVEL: 'warn', TIME_ZONE: 'Europe/Prague', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('the mail commands', () => {
  let dataDir: string;
  const outboxRows = async () => {
    const db = await openDatabase({ url: undefined, dataDir });
    try {
      const [{ n }] = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox`);
      return n;
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    // A migrated DATA_DIR (a copy of the template): the mail commands are the subject, not
    // PGlite's initdb (6–8 s of CPU on a new one).
    dataDir = preparedDataDir(temps);
    const db = await openDatabase({ url: undefined, dataDir });
    try {
      await migrate(db);
      await insertManagers(db, { id: 1, firstName: 'Eva', lastName: 'Malá' });
      await insertMentors(db, { id: 1, firstName: 'Jana', lastName: 'Nová' });
      await insertMentees(db, { id: 1, firstName: 'Petr', lastName: 'Starý' });
      await insertRelations(db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: startForDue('2026-12-03', 'Chemistry') });
    } finally {
      await db.close();
    }
  });

  it('preview --date lists what that day’s tick would queue, as a table, and stores nothing', async () => {
    const res = await cli(['preview', '--date', '2026-12-01'], { DATA_DIR: dataDir });
    expect([res.code, res.stderr]).toEqual([0, '']);
    const lines = res.stdout.split('\n');
    expect(lines[0]).toMatch(/^KIND\s+RECIPIENT\s+SUBJECT\s+DUE$/);
    expect(lines.slice(1, 3)).toEqual([
      expect.stringMatching(
        /^invitation\s+petr\.1@example\.org\s+2026-12-03 — Your Chemistry feedback on the mentoring with Jana\s+2026-12-03$/,
      ),
      expect.stringMatching(
        /^invitation\s+jana\.1@example\.org\s+2026-12-03 — Your Chemistry feedback on the mentoring with Petr\s+2026-12-03$/,
      ),
    ]);
    expect(lines[3]).toBe('mail preview: 2 mails would be queued on 2026-12-01');
    expect(await outboxRows()).toBe(0);
  }, 60_000);

  it('preview of a day with nothing due says so', async () => {
    const res = await cli(['preview', '--date', '2026-11-01'], { DATA_DIR: dataDir });
    expect([res.code, res.stdout, res.stderr]).toEqual([0, 'mail preview: nothing would be queued on 2026-11-01\n', '']);
  }, 60_000);

  it('run with SMTP_URL unset says mail is off and queues nothing', async () => {
    const res = await cli(['run'], { DATA_DIR: dataDir });
    expect([res.code, res.stdout, res.stderr]).toEqual([
      0,
      '',
      'mail run: mail is off (SMTP_URL is not set); nothing was queued or sent\n',
    ]);
    expect(await outboxRows()).toBe(0);
  }, 60_000);

  it('test with SMTP_URL unset fails with one line', async () => {
    const res = await spawnCli(['test', 'me@example.org'], { DATA_DIR: dataDir });
    expect([res.code, res.stdout, res.stderr]).toEqual([1, '', 'mail test: mail is off (SMTP_URL is not set); nothing was sent\n']);
  }, 60_000);

  it.each([
    [['--help'], ['mail preview [--date YYYY-MM-DD]', 'mail run', 'mail test ADDRESS']],
    [['preview', '--help'], ['mail preview [--date YYYY-MM-DD]']],
    [['run', '--help'], ['mail run']],
    [['test', '--help'], ['mail test ADDRESS']],
  ])(
    '%j prints its usage and exits 0',
    async (args, synopses) => {
      const res = await cli(args, {});
      expect([res.code, res.stderr]).toEqual([0, '']);
      expect(res.stdout.split('\n').slice(0, synopses.length)).toEqual(
        synopses.map((s, i) => `${i === 0 ? 'usage:' : '      '} npm run cli -- ${s}`),
      );
    },
    60_000,
  );

  it.each([
    [['preview', '--date', '2026-02-30'], 'mail preview: --date is a date YYYY-MM-DD, got "2026-02-30"'],
    [['test'], 'mail test: expected one email ADDRESS'],
    [['test', 'not-an-address'], 'mail test: expected one email ADDRESS'],
    [['run', 'now'], 'mail run: takes no arguments'],
  ])(
    '%j is a usage error: exit 2 and the reason in one line',
    async (args, message) => {
      // The first as the program (its exit status), the others in this process.
      const res = await (args[1] === '--date' ? spawnCli : cli)(args, { DATA_DIR: dataDir });
      expect(res.code).toBe(2);
      expect(res.stderr.startsWith(`${message}\nusage: npm run cli -- <command>\n`)).toBe(true);
    },
    60_000,
  );
});

// With SMTP_URL set, `run` and `test` deliver through the sender to a real SMTP server in
// this process (a DATA_DIR of their own: what `run` queues must not reach the previews above).
describe('the mail commands with SMTP_URL set', () => {
  let dataDir: string;
  let sink: SmtpSink;
  let today: string;
  const mailEnv = () => ({
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    PUBLIC_BASE_URL: 'https://mentoring.example.org',
    MAIL_FROM: 'Programme <programme@example.org>',
    MAIL_SEND_HOURS: '0-23',
  });

  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = preparedDataDir(temps); // migrated, as above
    const db = await openDatabase({ url: undefined, dataDir });
    try {
      await migrate(db);
      // Due today (the commands read the system clock): the first reminder's day.
      today = todayInZone(Date.now(), 'Europe/Prague');
      await insertManagers(db, { id: 1, firstName: 'Eva', lastName: 'Malá' });
      await insertMentors(db, { id: 1, firstName: 'Jana', lastName: 'Nová' });
      await insertMentees(db, { id: 1, firstName: 'Petr', lastName: 'Starý' });
      await insertRelations(db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: startForDue(today, 'Chemistry') });
    } finally {
      await db.close();
    }
  });
  afterAll(() => sink.close());

  it('test ADDRESS sends one message and says the server took it', async () => {
    const before = sink.delivered.length;
    const res = await spawnCli(['test', 'me@example.org'], mailEnv());
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect(res.stdout).toMatch(/^mail test: sent to me@example\.org \(outbox #\d+\): 250/);
    expect(sink.delivered.slice(before).map((d) => d.to)).toEqual([['me@example.org']]);
  }, 60_000);

  it('run queues the owed feedbacks’ due step and delivers each once; a second run sends nothing more', async () => {
    // The run reads the system clock: on a Monday in Prague the manager's weekly digest is due beside the
    // reminders (planner.ts), so the test names what that day owes instead of failing one day a week.
    const monday = new Date(`${today}T12:00:00Z`).getUTCDay() === 1;
    const [queued, owed] = monday ? ['3 queued \\(2 reminder, 1 digest\\)', 3] : ['2 queued \\(2 reminder\\)', 2];
    const before = sink.delivered.length;
    const first = await spawnCli(['run'], mailEnv());
    expect([first.code, first.stderr]).toEqual([0, '']);
    expect(first.stdout).toMatch(new RegExp(`^mail run: ${queued}`));
    expect(first.stdout).toMatch(new RegExp(`\\nmail run: ${owed} sent, 0 to retry, 0 failed, 0 cancelled`));
    const sent = sink.delivered.slice(before);
    const reminded = sent.filter((d) => d.to[0] !== 'eva.1@example.org');
    expect(reminded.map((d) => d.to[0]).sort()).toEqual(['jana.1@example.org', 'petr.1@example.org']);
    expect(sent.length - reminded.length).toBe(monday ? 1 : 0);
    for (const d of reminded) expect(d.parsed.text).toMatch(/https:\/\/mentoring\.example\.org\/feedback\/[A-Za-z0-9_-]{43}\//);
    const second = await cli(['run'], mailEnv());
    expect(second.code).toBe(0);
    // The owed steps already queued (the week's digest is keyed by its Monday, not counted among them).
    expect(second.stdout).toMatch(/^mail run: 0 queued; 2 queued before/);
    expect(sink.delivered.length).toBe(before + owed);
  }, 90_000);
});
