// A real database per test file: a copy of the migrated PGlite template, or a fresh
// PostgreSQL database cloned from the migrated template database. Rows are reset
// between tests, never mocked. A PGlite copy a file has closed is put back as the template
// was and handed to the worker's next file (see `putBack`).
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/store/connect.js';
import { serverUrl } from './paths.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every engine this run tests on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Database;
  /**
   * Another connection to the same database, as a second service instance would have
   * (PostgreSQL: its own pool; PGlite, which one process owns: the same handle).
   */
  connectAgain(): Promise<Database>;
  /** Empties every table the tests write to; migration data (statuses, rounds) back as migrated. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const DATA_TABLES = [
  'feedback_submissions',
  'mentoring_relations',
  'mentors',
  'mentees',
  'managers',
  'courses',
  'smart_goals',
  'users',
  'idempotency_keys',
  'login_throttles',
  'audit_log',
  'mail_outbox',
  'mail_suppressions',
];

/** The tables that reference DATA_TABLES' rows (emptied with them, as TRUNCATE … CASCADE would). */
const DEPENDENT_TABLES = ['sessions', 'api_tokens', 'feedback_invitations'];

/**
 * Tables whose rows the migrations insert (design §5's rounds, their default questions of
 * §11, spec §3's statuses): put back as they were, a table after those it refers to.
 */
const MIGRATION_DATA_TABLES = ['feedback_rounds', 'feedback_questions', 'pre_lead_statuses'];

/**
 * One statement that empties DATA_TABLES, restarts their sequences and puts the rows of
 * MIGRATION_DATA_TABLES back as they were when it was made (the console changes them).
 * Most tests leave a few rows, which DELETE removes in 5–10 ms where TRUNCATE takes
 * 25–40 ms (new files for every table), on both engines, thousands of times a run; a table
 * past 1,000 rows is truncated, as DELETE would leave its dead rows behind for the next test.
 * An empty table is not deleted from and a sequence still at its start is not restarted
 * (most tests write to two or three of the sixteen tables).
 */
async function resetStatementOf(db: Database): Promise<string> {
  const tables = [
    ...DATA_TABLES.slice(0, DATA_TABLES.indexOf('users')),
    ...DEPENDENT_TABLES,
    ...DATA_TABLES.slice(DATA_TABLES.indexOf('users')),
  ];
  const sequences = await db.rows<{ name: string; start: string }>(
    sql.raw(
      `SELECT seq.relname AS name, s.seqstart::text AS start FROM pg_class seq
         JOIN pg_sequence s ON s.seqrelid = seq.oid
         JOIN pg_depend d ON d.objid = seq.oid AND d.deptype IN ('a', 'i')
         JOIN pg_class t ON t.oid = d.refobjid
        WHERE seq.relkind = 'S' AND t.relname IN (${tables.map((t) => `'${t}'`).join(', ')})`,
    ),
  );
  const large = tables.map((t) => `EXISTS (SELECT FROM ${t} OFFSET 1000)`).join(' OR ');
  // All of them deleted (the later first) when any differs, then put back in order: a
  // round is not deleted while a question refers to it.
  const kept: { table: string; literal: string }[] = [];
  for (const table of MIGRATION_DATA_TABLES) {
    const [{ rows }] = await db.rows<{ rows: string }>(sql.raw(`SELECT jsonb_agg(to_jsonb(t) ORDER BY id)::text AS rows FROM ${table} t`));
    kept.push({ table, literal: `'${rows.replaceAll("'", "''")}'::jsonb` });
  }
  const restore = [
    `IF ${kept.map(({ table, literal }) => `(SELECT jsonb_agg(to_jsonb(t) ORDER BY id) FROM ${table} t) IS DISTINCT FROM ${literal}`).join(' OR ')} THEN`,
    ...[...kept].reverse().map(({ table }) => `DELETE FROM ${table};`),
    ...kept.map(({ table, literal }) => `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, ${literal});`),
    ...kept.map(({ table }) => `PERFORM setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}));`),
    'END IF;',
  ];
  return `DO $$ BEGIN
    IF ${large} THEN
      TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE;
    ELSE
      ${tables.map((t) => `IF EXISTS (SELECT FROM ${t}) THEN DELETE FROM ${t}; END IF;`).join(' ')}
      ${sequences.map((s) => `IF (SELECT is_called OR last_value <> ${s.start} FROM ${s.name}) THEN ALTER SEQUENCE ${s.name} RESTART; END IF;`).join(' ')}
    END IF;
    ${restore.join('\n    ')}
  END $$`;
}

/** Runs one statement on a PostgreSQL server (CREATE/DROP DATABASE) on a connection of its own. */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A throw-away database on the PostgreSQL server of TEST_DATABASE_URL: a random name, so runs
 * sharing a server never meet; created empty or as a copy of a template, and dropped with
 * whatever connections still hold it (a killed service's among them). The name is chosen at
 * once, the server read only when the database is used: a suite skipped without
 * TEST_DATABASE_URL may still make one as it is collected.
 */
export class ThrowawayDatabase {
  readonly name: string;

  constructor(prefix: string) {
    this.name = `${prefix}_${randomBytes(6).toString('hex')}`;
  }

  private get server(): string {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) throw new Error('a throw-away database needs TEST_DATABASE_URL');
    return server;
  }

  /** Its address, for DATABASE_URL. */
  get url(): string {
    return serverUrl(this.server, this.name);
  }

  create(template?: string): Promise<void> {
    return onServer(this.server, `CREATE DATABASE ${this.name}${template === undefined ? '' : ` TEMPLATE ${template}`}`);
  }

  drop(): Promise<void> {
    return onServer(this.server, `DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`);
  }
}

/**
 * The template's state, read from a copy just loaded: every table's rows and every sequence's
 * position, and a fingerprint of the schema (tables, columns, indexes, triggers, functions).
 */
interface TemplateState {
  /** One statement that puts a copy's tables and sequences back as the template has them. */
  restore: string;
  fingerprint: string;
}

const FINGERPRINT = sql.raw(`SELECT md5(string_agg(item, '|' ORDER BY item)) AS fingerprint FROM (
    SELECT format('%s.%s:%s:%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull) AS item
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
     WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND NOT t.tgisinternal
    UNION ALL SELECT pg_get_functiondef(p.oid) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public' AND p.prokind = 'f'
  ) items`);

async function templateStateOf(db: Database): Promise<TemplateState> {
  const tables = await db.rows<{ name: string }>(
    sql.raw(`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`),
  );
  const inserts: string[] = [];
  for (const { name } of tables) {
    const [{ rows }] = await db.rows<{ rows: string | null }>(sql.raw(`SELECT jsonb_agg(to_jsonb(t))::text AS rows FROM ${name} t`));
    if (rows !== null)
      inserts.push(`INSERT INTO ${name} SELECT * FROM jsonb_populate_recordset(NULL::${name}, '${rows.replaceAll("'", "''")}'::jsonb);`);
  }
  const sequences = await db.rows<{ name: string; last: string; called: boolean }>(
    sql.raw(`SELECT sequencename AS name, COALESCE(last_value, start_value)::text AS last, last_value IS NOT NULL AS called
               FROM pg_sequences WHERE schemaname = 'public'`),
  );
  const [{ fingerprint }] = await db.rows<{ fingerprint: string }>(FINGERPRINT);
  // Triggers off while the rows go back (session_replication_role): the template's rows are
  // the template's, table_versions' counts among them, and no foreign key is checked twice.
  const restore = `BEGIN;
    SET LOCAL session_replication_role = replica;
    TRUNCATE ${tables.map((t) => t.name).join(', ')};
    ${inserts.join('\n    ')}
    ${sequences.map((q) => `SELECT setval('${q.name}', ${q.last}, ${q.called});`).join('\n    ')}
    COMMIT;`;
  return { restore, fingerprint };
}

/** This worker's PGlite copies put back as the template was, for its next files (isolate: false keeps this module). */
const idleCopies: Database[] = [];
let template: TemplateState | undefined;

/**
 * A PGlite copy back to the template's state, kept for the worker's next file instead of
 * closed: loading a copy costs ~1 s of CPU, hundreds of times a run; putting one back,
 * tens of milliseconds. Its session's settings are reset too. A copy whose schema differs
 * from the template's, or that no longer answers, is closed instead.
 */
async function putBack(db: Database): Promise<void> {
  try {
    await db.exec(`RESET ALL; SET TIME ZONE 'UTC'; UNLISTEN *; SELECT pg_advisory_unlock_all();`);
    await db.exec(template!.restore);
    const [{ fingerprint }] = await db.rows<{ fingerprint: string }>(FINGERPRINT);
    if (fingerprint !== template!.fingerprint) throw new Error('schema changed');
    idleCopies.push(db);
  } catch {
    await db.close().catch(() => {}); // a test may have closed it already
  }
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  let resetStatement: string | undefined;
  let connectAgain = async (): Promise<Database> => ({ ...db, close: async () => {} });
  if (kind === 'pglite') {
    const idle = idleCopies.pop();
    if (idle) db = idle;
    else {
      const dump = readFileSync(inject('templateDump'));
      db = await openDatabase({ url: 'memory://', dataDir: '', loadDataDir: new Blob([dump]) });
      template ??= await templateStateOf(db);
    }
  } else {
    const throwaway = new ThrowawayDatabase('mentoring_test');
    await throwaway.create(inject('templateDb'));
    db = await openDatabase({ url: throwaway.url, dataDir: '' });
    connectAgain = () => openDatabase({ url: throwaway.url, dataDir: '' });
    drop = () => throwaway.drop();
  }
  return {
    db,
    connectAgain: () => connectAgain(),
    async reset() {
      resetStatement ??= await resetStatementOf(db);
      await db.rows(sql.raw(resetStatement));
    },
    async close() {
      if (kind === 'pglite') return putBack(db);
      await db.close();
      await drop?.();
    },
  };
}
