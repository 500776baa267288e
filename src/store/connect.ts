// Opens the one PostgreSQL dialect on one of its two engines: embedded PGlite (a data
// directory, or memory://) or a PostgreSQL server (postgres://…).
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
// Each engine's driver is imported when that engine is opened, not both at start-up: the
// other one's modules would only lengthen every start (docs/performance.md).
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { schema } from './schema.js';
import { LOCK_FILE, lockDataDir, type DataDirLock } from './lock.js';
import { checkDataDir, DataDirError, DataDirFullError, FreeSpace, keepDataDirPrivate, mayWrite, tightenDataDir } from './data-dir.js';
import {
  checkColumns,
  rowFromText,
  type NamedStatement,
  type PreparedStatement,
  type ResultColumns,
  type TextRow,
} from './prepared-statement.js';

export type { NamedStatement, PreparedStatement, TextRow } from './prepared-statement.js';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Orm` (what `orm.transaction`'s callback is given). */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** The rows of a statement run on the database or inside a transaction (repositories only). */
export async function rowsOf<T>(q: Orm | Tx, query: SQL): Promise<T[]> {
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** The query layer: only repositories use it. */
  readonly orm: Orm;
  /** Rows of a raw SQL statement (both drivers answer `{ rows }`). */
  rows<T>(query: SQL): Promise<T[]>;
  /**
   * Rows of a read-only statement kept prepared under its name (parsed and planned once a
   * connection, then only bound and executed): the hot reads. Each row as the statement
   * declares its columns (prepared-statement.ts), or as the columns' text if it declares none.
   */
  preparedRows<R>(statement: PreparedStatement<R>, params: readonly (string | number)[]): Promise<R[]>;
  preparedRows(statement: NamedStatement, params: readonly (string | number)[]): Promise<TextRow[]>;
  /** Runs a multi-statement SQL script (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Embedded only: calls `onNotify` for every NOTIFY on `channel`, delivered at commit and
   * before the committing statement's promise resolves. Returns the unsubscribe function.
   * (A server's notifications arrive with no such ordering, so it offers none.)
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A start-up notice as the service's other ones: one line on standard error. */
const noticeOnStderr = (line: string) => process.stderr.write(`mentoring-api: ${line}\n`);

export interface OpenOptions {
  /** Where a one-line notice about DATA_DIR goes (standard error unless told). */
  notice?: (line: string) => void;
  url: string | undefined;
  dataDir: string;
  /** A dump of a migrated data directory to start from (tests clone one template). */
  loadDataDir?: Blob;
  /** Embedded on disk: the free space DATA_DIR keeps (default MIN_FREE_BYTES; tests lower it). */
  minFreeBytes?: number;
  /**
   * Refuse (NoDatabaseError) a database that was never created and migrated, instead of
   * creating one: for commands that only make sense on an existing database (export, token,
   * user), where a mistyped DATA_DIR or DATABASE_URL would otherwise succeed on a new, empty one.
   */
  mustExist?: boolean;
}

/** The database named by the configuration does not exist (OpenOptions.mustExist): one line for the operator. */
export class NoDatabaseError extends Error {
  constructor(opts: OpenOptions, why: string) {
    const variable = opts.url ? 'DATABASE_URL' : 'DATA_DIR';
    super(
      `${where(opts)} holds no mentoring-api database (${why}); nothing was created: check ${variable}, or create one with \`migrate\``,
    );
    this.name = 'NoDatabaseError';
  }
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const db = opts.url && /^postgres(ql)?:\/\//.test(opts.url) ? await openPostgres(opts.url) : await openPglite(opts);
  if (opts.mustExist) {
    // migrate() makes schema_migrations first: without it, nothing was ever migrated here.
    const [{ migrated }] = await db.rows<{ migrated: boolean }>(sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS migrated`);
    if (!migrated) {
      await db.close();
      throw new NoDatabaseError(opts, 'it has no schema_migrations table');
    }
  }
  return db;
}

/** The configuration that names the database, for a message (never the URL: it may hold a password). */
function where(opts: OpenOptions): string {
  if (!opts.url) return `DATA_DIR ${resolve(opts.dataDir)}`;
  if (opts.url === 'memory://') return 'DATABASE_URL=memory://';
  const u = new URL(opts.url);
  return `the database ${JSON.stringify(decodeURIComponent(u.pathname.slice(1)) || u.username || 'postgres')} on ${u.host || 'localhost'}`;
}

/**
 * Statements with parameters are planned once, without looking at the values. PostgreSQL's
 * default re-plans a prepared statement on every execution whenever its plan for the
 * actual values looks cheaper than the generic one, which a page read (`LIMIT $2`) always
 * does, and planning then costs more than the read. Every parameterised query here looks
 * rows up by key, by id range or in small tables, where the values do not change the best
 * plan (docs/decisions.md).
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

/**
 * Ours, after PGlite's own start parameters: a smaller buffer pool (its 128 MB default lives
 * in the WebAssembly heap and counts fully in the process's memory, while pages it no longer
 * holds are read back from the operating system's cache in microseconds; docs/performance.md),
 * the plan cache mode and the write-ahead log's level. Passed on the command line, never written into the data
 * directory's configuration.
 */
const PGLITE_START_PARAMS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  `plan_cache_mode=${PLAN_CACHE_MODE}`,
  // The least write-ahead log: an embedded database has no replicas or archive to feed, and
  // a table or index made or emptied in a transaction is then written once, not twice (the
  // dataset import's bulk load and index builds; docs/performance.md). Crash safety is the same.
  '-c',
  'wal_level=minimal',
  '-c',
  'max_wal_senders=0',
];

async function openPglite(opts: OpenOptions): Promise<Database> {
  const embeddedOnDisk = opts.url !== 'memory://';
  if (opts.mustExist && !embeddedOnDisk) throw new NoDatabaseError(opts, 'a new, empty one each run');
  if (opts.mustExist) {
    // Refused before anything is written: checkDataDir would create a missing directory, and
    // the lock would leave its file in a directory that was never ours. Without pgdata/ a
    // lock file can still mean a service creating the database right now: the lock below
    // tells (DataDirLockedError, which the CLI's control commands take to that service).
    const dir = resolve(opts.dataDir);
    if (!existsSync(dir)) throw new NoDatabaseError(opts, 'the directory does not exist');
    if (!existsSync(join(dir, 'pgdata')) && !existsSync(join(dir, LOCK_FILE))) throw new NoDatabaseError(opts, 'no pgdata in it');
  }
  // A directory that cannot work is refused here, in one sentence (data-dir.ts).
  const dir = embeddedOnDisk ? checkDataDir(opts.dataDir, opts.minFreeBytes) : undefined;
  // What this process creates in DATA_DIR is the owner's alone from here on (the lock file
  // included); what is there already is tightened once the lock is ours, never under a
  // process that holds it (data-dir.ts).
  if (dir) keepDataDirPrivate(dir);
  const lock: DataDirLock | undefined = dir ? lockDataDir(dir) : undefined;
  if (dir) {
    let tightened: number;
    try {
      tightened = tightenDataDir(dir);
    } catch (e) {
      lock?.release();
      throw e;
    }
    if (tightened)
      (opts.notice ?? noticeOnStderr)(`DATA_DIR ${dir}: ${tightened} files and directories made private to this user (0600/0700)`);
  }
  const pgdata = dir ? join(dir, 'pgdata') : undefined;
  const creating = pgdata !== undefined && !existsSync(pgdata);
  if (creating && opts.mustExist) {
    lock?.release();
    throw new NoDatabaseError(opts, 'no pgdata in it');
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { PglitePreparedStatements }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('./pglite-prepared.js'),
  ]);
  let client: PGlite;
  try {
    client = new PGlite(pgdata ?? 'memory://', {
      loadDataDir: opts.loadDataDir,
      // The console's trigram indexes (migration 0008); PostgreSQL has it in contrib.
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS],
    });
    await client.waitReady;
    // Timestamps come back as text in UTC; presenters render them in TIME_ZONE.
    await client.exec(`SET TIME ZONE 'UTC'`);
  } catch (e) {
    // A data directory this call began and could not finish is not left half-written.
    if (creating) rmSync(pgdata, { recursive: true, force: true });
    lock?.release();
    // PGlite's file-system errors can come without a message (an Emscripten errno).
    if (dir && !(e instanceof Error && e.message)) {
      throw new DataDirError(`DATA_DIR ${dir}: the embedded database could not be opened (${describe(e)})`);
    }
    throw e;
  }
  const guard = dir ? guardWrites(client, new FreeSpace(dir, opts.minFreeBytes), dir) : undefined;
  const orm = drizzlePglite(client, { schema }) as unknown as Orm;
  // Our own listeners too, for a notification met by a prepared statement's raw reply.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const prepared = new PglitePreparedStatements(client, {
    before: () => guard?.refuseIfBroken(),
    notify: (channel, payload) => listeners.get(channel)?.forEach((f) => f(payload)),
  });
  return {
    kind: 'pglite',
    orm,
    async rows<T>(query: SQL) {
      return ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
    },
    preparedRows: ((statement: PreparedStatement<unknown>, params: readonly (string | number)[]) =>
      guard ? prepared.rows(statement, params).catch(guard.failed) : prepared.rows(statement, params)) as Database['preparedRows'],
    async exec(script: string) {
      try {
        await client.exec(script);
      } catch (e) {
        if (!guard?.broken()) await client.exec('ROLLBACK').catch(() => {});
        throw e;
      }
    },
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(onNotify);
      return async () => {
        listeners.get(channel)?.delete(onNotify);
        await unlisten();
      };
    },
    async close() {
      try {
        // A broken instance would never answer (see guardWrites): leave it to the exit.
        if (!guard?.broken()) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

// The WASI errno numbers PGlite's file system reports, for the ones a DATA_DIR meets.
const WASI_ERRNO: Record<number, string> = {
  2: 'EACCES: permission denied',
  29: 'EIO: input/output error',
  51: 'ENOSPC: no space left on the device',
  54: 'ENOTDIR: not a directory',
  63: 'EPERM: operation not permitted',
  69: 'EROFS: read-only file system',
};

function describe(e: unknown): string {
  const errno = (e as { errno?: unknown } | null)?.errno;
  if (typeof errno === 'number') return WASI_ERRNO[errno] ?? `errno ${errno}`;
  if (e instanceof Error) return e.name;
  return String(e);
}

/**
 * Why a PGlite failure leaves the instance unusable, or undefined if it does not: its
 * write-ahead log could not be written (the next statement would never return), or the
 * WebAssembly module itself aborted.
 */
function fatalToPglite(e: unknown): string | undefined {
  if (e instanceof WebAssembly.RuntimeError) return `the embedded database stopped (${e.message})`;
  const { code, message } = e as { code?: unknown; message?: unknown };
  if ((code === '53100' || code === '58030') && typeof message === 'string' && /pg_wal|xlog|log file/i.test(message)) {
    return `the embedded database could not write its log (${message})`;
  }
  return undefined;
}

/**
 * Embedded on disk: every statement that may write first checks DATA_DIR's free space
 * (refused as disk_full below MIN_FREE_BYTES), so the write-ahead log does not run out of
 * room because of our own writes. Should it run out anyway (something else filled the
 * disk), PGlite's next statement would spin forever on the event loop: the instance is
 * then taken out of use, every statement answers disk_full at once, and one line on
 * stderr says to free space and restart.
 */
function guardWrites(
  client: PGlite,
  space: FreeSpace,
  dir: string,
): { broken(): boolean; refuseIfBroken(): void; failed(e: unknown): never } {
  let broken: string | undefined;
  const refuseIfBroken = () => {
    if (broken) throw new DataDirFullError(`DATA_DIR ${dir}: ${broken}; it takes no more queries: free space and restart the service`);
  };
  const before = (statement: string, script: boolean) => {
    refuseIfBroken();
    if (script ? scriptMayWrite(statement) : mayWrite(statement)) space.assertWritable();
  };
  const failed = (e: unknown): never => {
    if (!broken) {
      broken = fatalToPglite(e);
      if (broken)
        process.stderr.write(`mentoring-api: DATA_DIR ${dir}: ${broken}; it takes no more queries: free space and restart the service\n`);
    }
    throw e;
  };
  type Runner = Pick<Transaction, 'query' | 'exec'>;
  const guarded = <T extends Runner>(target: T): Runner => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    return {
      query: (async (text: string, params?: unknown[], options?: QueryOptions) => {
        before(text, false);
        return query(text, params, options).catch(failed);
      }) as Runner['query'],
      async exec(text: string, options?: QueryOptions) {
        before(text, true);
        return exec(text, options).catch(failed);
      },
    };
  };
  const own = guarded(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: own.query,
    exec: own.exec,
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => {
      refuseIfBroken();
      return transaction((tx) => {
        const g = guarded(tx);
        const wrapped: Transaction = {
          query: g.query,
          exec: g.exec,
          sql: tx.sql.bind(tx),
          rollback: tx.rollback.bind(tx),
          listen: tx.listen.bind(tx),
          get closed() {
            return tx.closed;
          },
        };
        return callback(wrapped);
      }).catch(failed);
    },
  });
  return { broken: () => broken !== undefined, refuseIfBroken, failed };
}

/** A script (several statements) may write unless it is one read-only statement. */
function scriptMayWrite(script: string): boolean {
  return /;\s*\S/.test(script) || mayWrite(script);
}

/** How long a request waits for a PostgreSQL connection: to open one, or for one to come free. */
export const CONNECTION_TIMEOUT_MS = 2_000;

// Every column as the text the server sent (the presenters read text, as from PGlite).
const TEXT_TYPES = { getTypeParser: () => (text: string) => text };

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // JIT and parallel workers off: every query here reads a page of rows by key, an index
    // range or a small table, where compiling the plan or starting workers costs more than
    // the read (the console's lists measured it; docs/performance.md), and workers take the
    // cores other requests need.
    options: `-c TimeZone=UTC -c plan_cache_mode=${PLAN_CACHE_MODE} -c jit=off -c max_parallel_workers_per_gather=0`,
    // A server that is down refuses at once (503 straight away). One that does not answer
    // a new connection (a host overloaded or cut off) is given up on after two seconds,
    // which also bounds the wait for a free connection when all ten are busy: a 503 with
    // Retry-After instead of a hang. Not less: connecting takes a few ms on a quiet
    // machine, but a burst that opens the pool's connections at once on a loaded 2-core
    // machine took more than the half second this once was, and a healthy database
    // answered 503 (CI, the kill -9 test on PostgreSQL).
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // TCP keepalive on every connection, so an idle one whose server vanished without
    // closing it is found and dropped rather than handed to the next request.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A connection that fails (the server stopped, restarted, or terminated the session)
  // emits 'error' on its client; with no listener that is an uncaught exception that ends
  // the process. The pool listens on idle clients only (and re-emits here); a client
  // checked out between two statements of a transaction has none, so every client gets
  // its own. The statement that next uses the connection reports the failure (503), and
  // the pool replaces it: the service recovers by itself when the server is back.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const orm = drizzlePg(pool, { schema }) as unknown as Orm;
  // Prepared statements whose result columns were found to be the declared ones.
  const checked = new Set<string>();
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    orm,
    async rows<T>(query: SQL) {
      return ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
    },
    preparedRows: (async (statement: NamedStatement & { columns?: ResultColumns }, params: readonly (string | number)[]) => {
      // node-postgres parses a named statement once per connection and reuses it after.
      const result = await pool.query<TextRow>({
        name: statement.name,
        text: statement.text,
        values: [...params],
        rowMode: 'array',
        types: TEXT_TYPES,
      });
      const { columns } = statement;
      if (!columns) return result.rows;
      if (!checked.has(statement.name)) {
        checkColumns(
          statement,
          columns,
          result.fields.map((f) => f.name),
        );
        checked.add(statement.name);
      }
      const rows = new Array(result.rows.length);
      for (let i = 0; i < rows.length; i++) rows[i] = rowFromText(statement as PreparedStatement<unknown>, result.rows[i]);
      return rows;
    }) as Database['preparedRows'],
    async exec(script: string) {
      // One connection for the whole script, so that a failed BEGIN…COMMIT is rolled
      // back on the connection that ran it before it returns to the pool.
      const client = await pool.connect();
      try {
        await client.query(script);
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * A database that is never connected: repositories can be built over it (drizzle writes
 * their statements as text), and any query fails. For what the service says about itself
 * without running (the OpenAPI document of `npm run lint:openapi`).
 */
export async function detachedDatabase(): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const refuse = () => Promise.reject(new Error('a detached database answers no query'));
  return {
    kind: 'postgres',
    orm: drizzle.mock({ schema }) as unknown as Orm,
    rows: refuse,
    preparedRows: refuse,
    exec: refuse,
    close: async () => {},
  };
}
