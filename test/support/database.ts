// A real database per test file: a copy of the migrated PGlite template, or a fresh
// PostgreSQL database cloned from the migrated template database. Rows are reset
// between tests, never mocked.
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

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  let resetStatement: string | undefined;
  let connectAgain = async (): Promise<Database> => ({ ...db, close: async () => {} });
  if (kind === 'pglite') {
    const dump = readFileSync(inject('templateDump'));
    db = await openDatabase({ url: 'memory://', dataDir: '', loadDataDir: new Blob([dump]) });
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
      await db.close();
      await drop?.();
    },
  };
}
