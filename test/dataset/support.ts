// Helpers for the dataset tests: building files, importing and exporting in process,
// a checksum of the whole database, and putting a test database back as migrated.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/store/connect.js';
import { exportDataset } from '../../src/dataset/export.js';
import { importDataset, type ImportOptions, type ImportResult } from '../../src/dataset/import.js';
import { isTableName, TABLE_NAMES, TABLES } from '../../src/dataset/tables.js';

export type Row = Record<string, unknown>;
export type Tables = Record<string, Row[]>;

export const HEADER = { format: 'mentoring-dataset', version: 1, time_zone: 'Europe/Prague' };
/** The header of the version the export writes (design §8's version 2). */
export const HEADER_2 = { ...HEADER, version: 2 };

/** A dataset file in the export's layout (one row per line); `header` replaces the usual one. */
export function datasetText(tables: Tables, header: Record<string, unknown> = HEADER): string {
  const head = Object.entries(header)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
    .join(',');
  const body = Object.entries(tables)
    .map(([name, rows]) => `${JSON.stringify(name)}:[${rows.length ? `\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n` : ''}]`)
    .join(',\n');
  return `{${head}${head ? ',' : ''}"tables":{\n${body}\n}}\n`;
}

/** Imports text (or bytes) fed in chunks of `chunk` bytes. */
export async function importText(db: Database, text: string | Buffer, opts: ImportOptions = {}, chunk = 1000): Promise<ImportResult> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk);
  }
  return importDataset(db, chunks(), opts);
}

/** The export as a string. */
export async function exportText(db: Database, timeZone = 'Europe/Prague', pageRows?: number): Promise<string> {
  const parts: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _enc, cb) {
      parts.push(chunk);
      cb();
    },
  });
  await exportDataset(db, out, { timeZone, pageRows });
  return Buffer.concat(parts).toString('utf8');
}

/** md5 of every table of the public schema and the last value of every sequence. */
export async function checksum(db: Database): Promise<Record<string, string>> {
  const tables = await db.rows<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [r] = await db.rows<{ h: string; n: number }>(
      sql`SELECT md5(coalesce(string_agg(t::text, E'\n' ORDER BY t::text), '')) AS h, count(*)::int AS n FROM ${sql.identifier(name)} t`,
    );
    out[name] = `${r.n}:${r.h}`;
  }
  const seqs = await db.rows<{ name: string; v: string | null }>(
    sql`SELECT sequencename AS name, last_value::text AS v FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  for (const s of seqs) out[`sequence ${s.name}`] = String(s.v);
  return out;
}

/** A table's rows with the columns the dataset file has (the console's account fields and the generated keys left out). */
export async function rowsOf(db: Database, table: string): Promise<Row[]> {
  const rows = await db.rows<{ j: Row }>(sql`SELECT to_json(t) AS j FROM ${sql.identifier(table)} t ORDER BY id`);
  const inFile = isTableName(table) ? new Set(TABLES[table].columns.map((c) => c.name)) : undefined;
  return rows.map((r) => {
    const row: Row = typeof r.j === 'string' ? JSON.parse(r.j) : r.j;
    return inFile ? Object.fromEntries(Object.entries(row).filter(([column]) => inFile.has(column))) : row;
  });
}

export interface Reference {
  statuses: Row[];
  rounds: Row[];
  questions: Row[];
}

/** The migration's statuses, rounds and questions (read from a fresh database). */
export async function readReference(db: Database): Promise<Reference> {
  return {
    statuses: await rowsOf(db, 'pre_lead_statuses'),
    rounds: await rowsOf(db, 'feedback_rounds'),
    questions: await rowsOf(db, 'feedback_questions'),
  };
}

/** Back to a freshly migrated database: every dataset table empty, statuses, rounds and questions as the migration left them. */
export async function resetDatabase(db: Database, ref: Reference): Promise<void> {
  await db.exec(`TRUNCATE ${[...TABLE_NAMES, 'idempotency_keys', 'mail_outbox'].join(', ')} RESTART IDENTITY CASCADE`);
  await db.rows(
    sql`INSERT INTO pre_lead_statuses SELECT * FROM json_populate_recordset(NULL::pre_lead_statuses, ${JSON.stringify(ref.statuses)}::json)`,
  );
  await db.rows(
    sql`INSERT INTO feedback_rounds SELECT * FROM json_populate_recordset(NULL::feedback_rounds, ${JSON.stringify(ref.rounds)}::json)`,
  );
  await db.rows(
    sql`INSERT INTO feedback_questions SELECT * FROM json_populate_recordset(NULL::feedback_questions, ${JSON.stringify(ref.questions)}::json)`,
  );
  await db.rows(
    sql`SELECT setval(pg_get_serial_sequence('pre_lead_statuses', 'id'), 9), setval(pg_get_serial_sequence('feedback_rounds', 'id'), 3),
               setval(pg_get_serial_sequence('feedback_questions', 'id'), ${ref.questions.length})`,
  );
}

/** A small, valid dataset touching every table and column kind; its date-times are as the export writes them. */
export function baseTables(ref: Reference): Tables {
  return {
    users: [
      { id: 1, username: 'admin' },
      { id: 5, username: 'žofie.nováková' },
    ],
    managers: [{ id: 1, first_name: 'Martin', last_name: 'Novotný', email: 'martin@example.org' }],
    mentors: [
      { id: 1, first_name: 'Petr', last_name: 'Dvořák', email: 'petr@example.net' },
      { id: 2, first_name: 'Siobhan', last_name: "O'Brien", email: '' },
    ],
    mentees: [
      { id: 1, first_name: 'Jana', last_name: 'Svobodová', email: 'jana@example.com' },
      { id: 3, first_name: '日本', last_name: 'Ünïcödé 😀', email: 'x@example.com' },
    ],
    mentoring_relations: [
      { id: 1, mentor_id: 1, mentee_id: 1, manager_id: 1, status: 'matched', start_date: '2026-01-05' },
      { id: 2, mentor_id: 2, mentee_id: 3, manager_id: 1, status: 'pending', start_date: '2024-02-29' },
    ],
    feedback_rounds: ref.rounds,
    feedback_submissions: [
      { id: 1, relation_id: 1, round_id: 1, role: 'mentee', submitted_at: '2026-01-20T09:00:00.123456+01:00' },
      { id: 2, relation_id: 1, round_id: 1, role: 'mentor', submitted_at: '2026-07-21T10:00:00.000001+02:00' },
    ],
    courses: [
      {
        id: 1,
        created_by_id: 1,
        title: 'Úvod do mentoringu',
        code: 101,
        gsheet_name: 'sheet-1',
        date_w1: '2026-03-23T18:00:00.000000+01:00',
        date_w2: '2026-03-30T18:00:00.000000+02:00',
        date_w3: null,
        event_w1: '',
        event_w2: 'https://example.org/e2',
        event_w3: '',
        recording_w1: 'https://example.org/r1',
        recording_w2: null,
        recording_w3: null,
        deactivated: false,
      },
      {
        id: 3,
        created_by_id: null,
        title: 'Old',
        code: -7,
        gsheet_name: '',
        date_w1: null,
        date_w2: null,
        date_w3: null,
        event_w1: 'a',
        event_w2: 'b',
        event_w3: 'c',
        recording_w1: null,
        recording_w2: null,
        recording_w3: null,
        deactivated: true,
      },
    ],
    pre_lead_statuses: ref.statuses,
    smart_goals: [
      {
        id: 1,
        created_at: '2026-11-22T05:10:29.562886+01:00',
        input: 'Learn "Spanish" \\ to B1, {NULL}',
        output: '1. I will…\n2. I will read 10 books.',
        input_tokens: 10,
        output_tokens: 20,
      },
      {
        id: 7,
        created_at: '1970-01-01T01:00:00.000000+01:00',
        input: 'tab\t, line\u2028sep, emoji 😀, ž, 日本, "q"',
        output: '',
        input_tokens: 0,
        output_tokens: 0,
      },
      {
        id: 1000,
        created_at: '2026-03-29T03:00:00.999999+02:00',
        input: 'NULL',
        output: '\\N',
        input_tokens: 2147483647,
        output_tokens: 1,
      },
    ],
  };
}

/**
 * A version 1 dataset (baseTables) as version 2 carries it, in the export's table order: the
 * rounds' questions (the migration's), each submission's source, who recorded it and its
 * answers (the first from the form, answered; the others marked in the console by user 5),
 * and an unsubscribed address.
 */
export function version2(tables: Tables, ref: Reference): Tables {
  const out: Tables = {};
  for (const [name, rows] of Object.entries(tables)) {
    if (name === 'feedback_submissions') {
      out[name] = rows.map((r, i) =>
        i === 0
          ? {
              ...r,
              source: 'form',
              submitted_by_id: null,
              answers: [
                { question_id: 2, value: '4' },
                { question_id: 1, value: 'Víc schůzek, "prosím"\nDík' },
              ],
            }
          : { ...r, source: 'console', submitted_by_id: 5, answers: [] },
      );
    } else out[name] = rows;
    if (name === 'feedback_rounds') out.feedback_questions = ref.questions;
  }
  out.mail_suppressions = [{ id: 1, email: 'gone@example.org', reason: 'unsubscribed', created_at: '2026-11-20T10:00:00.000000+01:00' }];
  return out;
}
