// `npm run cli -- <command>`: operations on the configured database.
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rename, stat, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type Database } from '../store/connect.js';
import { DataDirError } from '../store/data-dir.js';
import { DataDirLockedError } from '../store/lock.js';
import { migrate, MigrationChecksumError } from '../store/migrate.js';
import { exportDataset } from '../dataset/export.js';
import { importDataset } from '../dataset/import.js';
import { Progress } from '../dataset/progress.js';
import { oneLine } from '../failure.js';
import type { TableName } from '../dataset/tables.js';
import { parseToken, runToken, TOKEN_USAGE, type TokenCommand } from './token.js';
import { parseUser, runUser, USER_USAGE, type UserCommand } from './user.js';
import { systemClock } from '../time/clock.js';

const USAGE = `usage: npm run cli -- <command>
  migrate                  apply pending database migrations
  seed-demo                fill an empty database with the demo data set
  import FILE [--replace]  load a dataset file (- reads standard input); a table that
                           already has rows is refused unless --replace is given, which
                           replaces the tables the file holds
  export FILE              write the whole dataset to FILE (- writes standard output)
${USER_USAGE}
${TOKEN_USAGE}`;

type Command =
  | { name: 'migrate' | 'seed-demo' }
  | { name: 'token'; token: TokenCommand }
  | { name: 'user'; user: UserCommand }
  | { name: 'import'; file: string; replace: boolean }
  | { name: 'export'; file: string };

class UsageError extends Error {}

/** Errors whose message is one sentence for the operator: printed as it is, no stack. */
const isOperatorError = (e: unknown) =>
  e instanceof ConfigError || e instanceof DataDirLockedError || e instanceof DataDirError || e instanceof MigrationChecksumError;

function parseArgs(argv: string[]): Command {
  const [name, ...rest] = argv;
  if (name === 'migrate' || name === 'seed-demo') return { name };
  if (name === 'token') {
    const token = parseToken(rest);
    if (typeof token === 'string') throw new UsageError(token);
    return { name, token };
  }
  if (name === 'user') {
    const user = parseUser(rest);
    if (typeof user === 'string') throw new UsageError(user);
    return { name, user };
  }
  if (name === 'import' || name === 'export') {
    const files: string[] = [];
    let replace = false;
    for (const arg of rest) {
      if (arg === '--replace' && name === 'import') replace = true;
      else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`${name}: unknown option ${arg}`);
      else files.push(arg);
    }
    if (files.length !== 1) throw new UsageError(`${name}: expected one FILE (- for standard ${name === 'import' ? 'input' : 'output'})`);
    return name === 'import' ? { name, file: files[0], replace } : { name, file: files[0] };
  }
  throw new UsageError(name ? `unknown command: ${name}` : '');
}

const summary = (tables: { table: TableName; rows: number }[]) => tables.map((t) => `${t.table} ${t.rows}`).join(', ');

async function main(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`${e.message ? `${e.message}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  if (command.name === 'import') return runImport(command.file, command.replace, config);
  if (command.name === 'export') return runExport(command.file, config);
  if (command.name === 'token') return runToken(command.token, config);
  if (command.name === 'user') return runUser(command.user, config, process.stdin);
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrate(db);
    if (command.name === 'migrate') {
      process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'nothing to apply\n');
      return 0;
    }
    // Loaded on demand: the demo data pulls in the tokenizer's tables (tens of MB).
    const { isEmpty, seedDemo } = await import('../demo/seed.js');
    if (!(await isEmpty(db))) {
      process.stderr.write('seed-demo: the database already holds data; nothing was changed\n');
      return 1;
    }
    await seedDemo(db, systemClock(), config.timeZone);
    process.stdout.write('seed-demo: demo data inserted\n');
    return 0;
  } finally {
    await db.close();
  }
}

async function withDatabase<T>(config: ReturnType<typeof loadConfig>, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function runImport(file: string, replace: boolean, config: ReturnType<typeof loadConfig>): Promise<number> {
  const name = file === '-' ? 'standard input' : file;
  let size: number | undefined;
  if (file !== '-') {
    try {
      const s = await stat(file);
      if (s.isDirectory()) throw new Error('it is a directory');
      if (s.isFile()) size = s.size; // a pipe (e.g. <(zcat file.gz)) has no size: no percentage then
    } catch (e) {
      process.stderr.write(`import: cannot read ${file}: ${(e as Error).message}\n`);
      return 1;
    }
  }
  // Node's 64 kB chunks, not 1 MB: a chunk that outlives a young-generation collection is
  // freed only by a full one, which V8 starts for memory outside its heap only now and then,
  // so large chunks made an import's peak memory vary widely from run to run, at no gain in
  // speed (docs/performance.md).
  const input = file === '-' ? process.stdin : createReadStream(file);
  const progress = new Progress(process.stderr, { label: 'import', verb: 'read' });
  try {
    const result = await withDatabase(config, (db) =>
      importDataset(db, input, {
        replace,
        progress: (p) => progress.update({ ...p, fraction: size ? p.bytes / size : undefined }),
      }),
    );
    progress.done();
    if (!result.ok) {
      const more = result.total - result.problems.length;
      process.stderr.write(
        `import: ${name} was not imported: ${result.total} problem${result.total === 1 ? '' : 's'}; the database is unchanged\n` +
          result.problems.map((p) => `  ${p}\n`).join('') +
          (more > 0 ? `  … and ${more} more problem${more === 1 ? '' : 's'}\n` : ''),
      );
      return 1;
    }
    const rows = result.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(`import: ${rows} rows imported from ${name} (${summary(result.tables) || 'no tables'})\n`);
    return 0;
  } catch (e) {
    progress.done();
    if (isOperatorError(e)) throw e;
    process.stderr.write(`import: failed: ${(e as Error).message}; the database is unchanged\n`);
    return 1;
  } finally {
    if (file !== '-') (input as ReturnType<typeof createReadStream>).destroy();
  }
}

async function runExport(file: string, config: ReturnType<typeof loadConfig>): Promise<number> {
  const toStdout = file === '-';
  // A file is written under a temporary name and renamed at the end: an export that
  // fails halfway never leaves a truncated FILE behind.
  const temp = `${file}.${process.pid}.tmp`;
  let out: Writable;
  if (toStdout) out = process.stdout;
  else {
    const stream = createWriteStream(temp, { flags: 'wx' });
    try {
      await once(stream, 'open');
    } catch (e) {
      process.stderr.write(`export: cannot write ${file}: ${(e as Error).message}\n`);
      return 1;
    }
    out = stream;
  }
  const progress = new Progress(process.stderr, { label: 'export', verb: 'written' });
  try {
    const result = await withDatabase(config, (db) =>
      exportDataset(db, out, {
        timeZone: config.timeZone,
        progress: (p) => progress.update({ rows: p.rows, bytes: p.bytes, fraction: p.totalRows ? p.rows / p.totalRows : 1 }),
      }),
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
    (toStdout ? process.stderr : process.stdout).write(line);
    return 0;
  } catch (e) {
    progress.done();
    if (!toStdout) {
      (out as WriteStream).destroy();
      await unlink(temp).catch(() => {});
    }
    if (isOperatorError(e)) throw e;
    process.stderr.write(`export: failed: ${(e as Error).message}\n`);
    return 1;
  }
}

/** The command as typed, for a failure's line ("token revoke"). */
const argvCommand = () => process.argv.slice(2, process.argv[2] === 'token' ? 4 : 3).join(' ');

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    // One line, never a stack (src/failure.ts).
    process.stderr.write(`mentoring-api: ${isOperatorError(e) ? oneLine(e) : `${argvCommand()} failed: ${oneLine(e)}`}\n`);
    process.exit(1);
  },
);
