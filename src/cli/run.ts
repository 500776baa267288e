// `npm run cli -- <command>` (`mentoring-api <command>` once installed: package.json's bin):
// operations on the configured database. `run` is the whole CLI but the process itself:
// given the arguments and its streams and environment (io.ts), it returns the exit status;
// index.ts runs it on the process's own.
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rename, stat, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { ConfigError, loadConfig } from '../config.js';
import { NoDatabaseError, openDatabase, type Database } from '../store/connect.js';
import { DataDirError } from '../store/data-dir.js';
import { DataDirLockedError } from '../store/lock.js';
import { migrate, MigrationChecksumError } from '../store/migrate.js';
// The dataset's reader and writer, the mail sender (nodemailer) and the mail planner are
// imported by the commands that use them, not at start-up: every other command (token,
// user, migrate) would load and compile them for nothing, at each run.
import { oneLine } from '../failure.js';
import type { TableName } from '../dataset/tables.js';
import { parseCommandLine, UsageError, usage, type CommandSpec } from './args.js';
import { MAIL_COMMANDS, runMail, type MailCommand } from './mail.js';
import { runToken, TOKEN_COMMANDS, type TokenCommand } from './token.js';
import { runUser, USER_COMMANDS, type UserCommand } from './user.js';
import { systemClock } from '../time/clock.js';
import { noticeOn, type CliIo } from './io.js';

type Command =
  | { name: 'migrate' | 'seed-demo' }
  | { name: 'token'; token: TokenCommand }
  | { name: 'user'; user: UserCommand }
  | { name: 'mail'; mail: MailCommand }
  | { name: 'import'; file: string; replace: boolean }
  | { name: 'export'; file: string };

/** A group's commands as commands of the CLI. */
const within = <T>(specs: CommandSpec<T>[], wrap: (t: T) => Command): CommandSpec<Command>[] =>
  specs.map((spec) => ({
    ...spec,
    make: (values, positionals) => {
      const made = spec.make(values, positionals);
      return typeof made === 'string' ? made : wrap(made);
    },
  }));

const expectedFile = (name: 'import' | 'export') => `${name}: expected one FILE (- for standard ${name === 'import' ? 'input' : 'output'})`;

const COMMANDS: CommandSpec<Command>[] = [
  {
    name: 'migrate',
    help: 'apply pending database migrations',
    make: (_, args) => (args.length ? 'migrate: takes no arguments' : { name: 'migrate' }),
  },
  {
    name: 'seed-demo',
    help: 'fill an empty database with the demo data set',
    make: (_, args) => (args.length ? 'seed-demo: takes no arguments' : { name: 'seed-demo' }),
  },
  {
    name: 'import',
    args: 'FILE [--replace]',
    help: `load a dataset file (- reads standard input); a table that
already has rows is refused unless --replace is given, which
replaces the tables the file holds`,
    options: { replace: { type: 'boolean' } },
    make: ({ replace }, args) =>
      args.length === 1 ? { name: 'import', file: args[0], replace: replace === true } : expectedFile('import'),
  },
  {
    name: 'export',
    args: 'FILE',
    help: 'write the whole dataset to FILE (- writes standard output)',
    make: (_, args) => (args.length === 1 ? { name: 'export', file: args[0] } : expectedFile('export')),
  },
  ...within(USER_COMMANDS, (user) => ({ name: 'user', user })),
  ...within(TOKEN_COMMANDS, (token) => ({ name: 'token', token })),
  ...within(MAIL_COMMANDS, (mail) => ({ name: 'mail', mail })),
];

const FOOTER = `The database is the one npm start uses: DATABASE_URL, or the embedded one in
DATA_DIR (default ./data); .env.example lists every variable. export, user,
token and mail refuse a database that does not exist yet (migrate or import
creates one).
Exit status: 0 done, 1 the command failed, 2 a wrong command line.`;

/** Errors whose message is one sentence for the operator: printed as it is, no stack. */
const isOperatorError = (e: unknown) =>
  e instanceof ConfigError ||
  e instanceof DataDirLockedError ||
  e instanceof DataDirError ||
  e instanceof MigrationChecksumError ||
  e instanceof NoDatabaseError;

const summary = (tables: { table: TableName; rows: number }[]) => tables.map((t) => `${t.table} ${t.rows}`).join(', ');

/**
 * Runs the command `argv` names (the arguments after the program) on `io`: 0 done, 1 the
 * command failed (a failure it did not expect: one line `mentoring-api: …`, never a stack),
 * 2 a wrong command line.
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await runCommand(argv, io);
  } catch (e) {
    // One line, never a stack (src/failure.ts).
    io.stderr.write(`mentoring-api: ${isOperatorError(e) ? oneLine(e) : `${argvCommand(argv)} failed: ${oneLine(e)}`}\n`);
    return 1;
  }
}

async function runCommand(argv: readonly string[], io: CliIo): Promise<number> {
  let command: Command;
  try {
    const parsed = parseCommandLine(argv, COMMANDS, FOOTER, io.program);
    if ('help' in parsed) {
      io.stdout.write(parsed.help);
      return 0;
    }
    command = parsed.command;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr.write(`${e.message ? `${e.message}\n` : ''}${usage(COMMANDS, FOOTER, io.program)}`);
    return 2;
  }
  const config = loadConfig(io.env);
  if (command.name === 'import') return runImport(command.file, command.replace, config, io);
  if (command.name === 'export') return runExport(command.file, config, io);
  if (command.name === 'token') return runToken(command.token, config, io);
  if (command.name === 'user') return runUser(command.user, config, io);
  if (command.name === 'mail') {
    const { mailSenderOf } = await import('../mail/sender.js');
    return runMail(command.mail, config, mailSenderOf, io);
  }
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, notice: noticeOn(io) });
  try {
    const applied = await migrate(db);
    if (command.name === 'migrate') {
      io.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'nothing to apply\n');
      return 0;
    }
    // Loaded on demand: the demo data pulls in the tokenizer's tables (tens of MB).
    const { isEmpty, seedDemo } = await import('../demo/seed.js');
    if (!(await isEmpty(db))) {
      io.stderr.write('seed-demo: the database already holds data; nothing was changed\n');
      return 1;
    }
    await seedDemo(db, systemClock(), config.timeZone);
    io.stdout.write('seed-demo: demo data inserted\n');
    return 0;
  } finally {
    await db.close();
  }
}

/** `mustExist`: refuse a database never created (NoDatabaseError) instead of creating it. */
async function withDatabase<T>(
  config: ReturnType<typeof loadConfig>,
  io: CliIo,
  fn: (db: Database) => Promise<T>,
  mustExist = false,
): Promise<T> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, mustExist, notice: noticeOn(io) });
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function runImport(file: string, replace: boolean, config: ReturnType<typeof loadConfig>, io: CliIo): Promise<number> {
  const name = file === '-' ? 'standard input' : file;
  let size: number | undefined;
  if (file !== '-') {
    try {
      const s = await stat(file);
      if (s.isDirectory()) throw new Error('it is a directory');
      if (s.isFile()) size = s.size; // a pipe (e.g. <(zcat file.gz)) has no size: no percentage then
    } catch (e) {
      io.stderr.write(`import: cannot read ${file}: ${(e as Error).message}\n`);
      return 1;
    }
  }
  // Node's 64 kB chunks, not 1 MB: a chunk that outlives a young-generation collection is
  // freed only by a full one, which V8 starts for memory outside its heap only now and then,
  // so large chunks made an import's peak memory vary widely from run to run, at no gain in
  // speed (docs/performance.md).
  const [{ importDataset }, { Progress }] = await Promise.all([import('../dataset/import.js'), import('../dataset/progress.js')]);
  const input = file === '-' ? io.stdin : createReadStream(file);
  const progress = new Progress(io.stderr, { label: 'import', verb: 'read' });
  try {
    const result = await withDatabase(config, io, (db) =>
      importDataset(db, input, {
        replace,
        progress: (p) => progress.update({ ...p, fraction: size ? p.bytes / size : undefined }),
      }),
    );
    progress.done();
    if (!result.ok) {
      const more = result.total - result.problems.length;
      io.stderr.write(
        `import: ${name} was not imported: ${result.total} problem${result.total === 1 ? '' : 's'}; the database is unchanged\n` +
          result.problems.map((p) => `  ${p}\n`).join('') +
          (more > 0 ? `  … and ${more} more problem${more === 1 ? '' : 's'}\n` : ''),
      );
      return 1;
    }
    const rows = result.tables.reduce((n, t) => n + t.rows, 0);
    io.stdout.write(`import: ${rows} rows imported from ${name} (${summary(result.tables) || 'no tables'})\n`);
    return 0;
  } catch (e) {
    progress.done();
    if (isOperatorError(e)) throw e;
    io.stderr.write(`import: failed: ${(e as Error).message}; the database is unchanged\n`);
    return 1;
  } finally {
    if (file !== '-') (input as ReturnType<typeof createReadStream>).destroy();
  }
}

async function runExport(file: string, config: ReturnType<typeof loadConfig>, io: CliIo): Promise<number> {
  const toStdout = file === '-';
  // A file is written under a temporary name and renamed at the end: an export that
  // fails halfway never leaves a truncated FILE behind.
  const temp = `${file}.${process.pid}.tmp`;
  const [{ exportDataset }, { Progress }] = await Promise.all([import('../dataset/export.js'), import('../dataset/progress.js')]);
  let out: Writable;
  if (toStdout) out = io.stdout;
  else {
    const stream = createWriteStream(temp, { flags: 'wx' });
    try {
      await once(stream, 'open');
    } catch (e) {
      io.stderr.write(`export: cannot write ${file}: ${(e as Error).message}\n`);
      return 1;
    }
    out = stream;
  }
  const progress = new Progress(io.stderr, { label: 'export', verb: 'written' });
  try {
    // An export of a database that does not exist would be an empty file reported as done.
    const result = await withDatabase(
      config,
      io,
      (db) =>
        exportDataset(db, out, {
          timeZone: config.timeZone,
          progress: (p) => progress.update({ rows: p.rows, bytes: p.bytes, fraction: p.totalRows ? p.rows / p.totalRows : 1 }),
        }),
      true,
    );
    if (!toStdout) {
      const stream = out as WriteStream;
      stream.end();
      await once(stream, 'close');
      await rename(temp, file);
    }
    progress.done();
    const rows = result.tables.reduce((n, t) => n + t.rows, 0);
    const line = `export: ${rows} rows written to ${toStdout ? 'standard output' : file} (${summary(result.tables)})\n`;
    (toStdout ? io.stderr : io.stdout).write(line);
    return 0;
  } catch (e) {
    progress.done();
    if (!toStdout) {
      (out as WriteStream).destroy();
      await unlink(temp).catch(() => {});
    }
    if (isOperatorError(e)) throw e;
    io.stderr.write(`export: failed: ${(e as Error).message}\n`);
    return 1;
  }
}

/** The command as typed, for a failure's line ("token revoke"). */
const argvCommand = (argv: readonly string[]) => argv.slice(0, ['token', 'user', 'mail'].includes(argv[0]) ? 2 : 1).join(' ');
