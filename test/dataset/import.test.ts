// `import` on every engine: valid files are written whole (ids kept, sequences moved, the
// export gives the file back), and every kind of invalid file is refused with its exact
// problem lines while the database stays as it was (a checksum of every table and sequence).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';
import { stateOf } from '../support/fuzz.js';
import {
  HEADER,
  HEADER_2,
  baseTables,
  checksum,
  datasetText,
  exportText,
  importText,
  readReference,
  resetDatabase,
  rowsOf,
  type Reference,
  type Row,
  type Tables,
  version2,
} from './support.js';

const TABLE_LIST =
  'users, managers, mentors, mentees, mentoring_relations, feedback_rounds, feedback_submissions, courses, pre_lead_statuses, smart_goals';
const ID = (got: string) => `must be a positive integer up to 2147483647, got ${got}`;
const DATETIME = 'must be a date-time YYYY-MM-DDTHH:MM:SS.ffffff±HH:MM (or Z)';

/** Replaces "@@name@@" markers (JSON strings) in a file by raw text, for what JSON.stringify cannot write. */
const raw = (text: string, subs: Record<string, string>) =>
  Object.entries(subs).reduce((t, [k, v]) => t.replaceAll(JSON.stringify(`@@${k}@@`), v), text);

interface Case {
  name: string;
  /** The file, from the base dataset. */
  file: (base: Tables) => string | Buffer;
  problems: string[];
  replace?: boolean;
  /** Import the base dataset first. */
  seeded?: boolean;
}

const CASES: Case[] = [
  { name: 'an empty file', file: () => '', problems: ['line 1, column 1: invalid JSON: the file is empty'] },
  {
    name: 'a file cut short',
    file: (b) => datasetText({ users: b.users }).slice(0, 104),
    problems: ['line 3, column 14: invalid JSON: unexpected end of the file'],
  },
  {
    name: 'a syntax error after a problem row',
    file: () =>
      `{"format":"mentoring-dataset","version":1,"time_zone":"UTC","tables":{\n"users":[\n{"id":1,"username":5},\n{"id":2,,}\n]}}`,
    problems: ['users id 1 username: must be a string, got 5', 'line 4, column 9: invalid JSON: expected a string key'],
  },
  {
    name: 'bytes that are not UTF-8',
    file: () => {
      const text = datasetText({ users: [{ id: 1, username: 'ab@@' }] });
      const at = text.indexOf('@@');
      return Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xff]), Buffer.from(text.slice(at + 2))]);
    },
    problems: ['line 3, column 23: invalid JSON: invalid UTF-8'],
  },
  {
    name: 'a document that is not an object',
    file: () => '[{"format":"mentoring-dataset"}]',
    problems: ["line 1, column 1: invalid JSON: a dataset file is a JSON object: expected '{'"],
  },
  {
    name: 'a wrong header',
    file: () => datasetText({}, { format: 'mentoring', version: 3, time_zone: 'Europe/Praha', comment: 'x' }),
    problems: [
      'format: must be "mentoring-dataset", got "mentoring"',
      'version: 3 is not supported (this program reads versions 1 and 2)',
      'time_zone: must be an IANA time zone name such as "Europe/Prague", got "Europe/Praha"',
      'comment: unknown key at the top level (a dataset file has format, version, time_zone and tables)',
    ],
  },
  {
    name: 'header values of the wrong type',
    file: () => raw(datasetText({}, { format: null, version: '@@v@@', time_zone: 5 }), { v: '1.0' }),
    problems: [
      'format: must be "mentoring-dataset", got null',
      'version: must be 1 or 2, got 1.0',
      'time_zone: must be an IANA time zone name such as "Europe/Prague", got 5',
    ],
  },
  {
    name: 'a header without its keys',
    file: () => '{"tables":{}}',
    problems: ['format: missing', 'version: missing', 'time_zone: missing'],
  },
  {
    name: 'no tables',
    file: () => '{"format":"mentoring-dataset","version":1,"time_zone":"UTC"}',
    problems: ['tables: missing'],
  },
  {
    name: 'keys given twice',
    file: () => '{"format":"mentoring-dataset","format":"x","version":1,"time_zone":"UTC","tables":{},"tables":{"users":[{"id":"bad"}]}}',
    problems: ['format: appears twice', 'tables: appears twice'],
  },
  {
    name: '"tables" that is not an object',
    file: () => '{"format":"mentoring-dataset","version":1,"time_zone":"UTC","tables":[]}',
    problems: ['tables: must be an object of tables (name: array of rows), got an array'],
  },
  {
    name: 'unknown, repeated and malformed tables and rows',
    file: (b) =>
      `{"format":"mentoring-dataset","version":1,"time_zone":"UTC","tables":{\n` +
      `"goals":[{"id":1}],\n"users":{"id":1},\n"smart_goals":[1,"x",null,${JSON.stringify(b.smart_goals[0])}],\n"smart_goals":[]\n}}`,
    problems: [
      `goals: unknown table (the tables are ${TABLE_LIST})`,
      'users: must be an array of rows, got an object',
      'smart_goals row 1: must be an object, got 1',
      'smart_goals row 2: must be an object, got "x"',
      'smart_goals row 3: must be an object, got null',
      'smart_goals: appears twice in "tables"',
    ],
  },
  {
    name: 'missing, unknown and repeated fields',
    file: () =>
      raw(datasetText({ users: [{ id: 1 }, { id: 2, username: 'b', nick: 'x' }, '@@dup@@' as unknown as Row] }), {
        dup: '{"id":3,"username":"c","username":"d"}',
      }),
    problems: ['users id 1 username: missing', 'users id 2 nick: unknown field', 'users id 3 username: appears twice in the row'],
  },
  {
    name: 'ids that are not positive, not integers or not increasing',
    file: () =>
      raw(
        datasetText({
          users: [
            { id: 0, username: 'a' },
            { id: -1, username: 'b' },
            { id: '2', username: 'c' },
            { id: null, username: 'd' },
            { id: 3, username: 'e' },
            { id: 3, username: 'f' },
            { id: 2, username: 'g' },
            { id: 2147483648, username: 'h' },
            { id: '@@x@@', username: 'i' },
            { username: 'j' },
          ],
        }),
        { x: '1.5' },
      ),
    problems: [
      `users row 1 id: ${ID('0')}`,
      `users row 2 id: ${ID('-1')}`,
      `users row 3 id: ${ID('"2"')}`,
      `users row 4 id: ${ID('null')}`,
      "users id 3 id: must be greater than the previous row's id 3 (rows are sorted by id, each id once)",
      "users id 2 id: must be greater than the previous row's id 3 (rows are sorted by id, each id once)",
      `users row 8 id: ${ID('2147483648')}`,
      `users row 9 id: ${ID('1.5')}`,
      'users row 10 id: missing',
    ],
  },
  {
    name: 'integers and booleans out of their types',
    file: (b) => {
      const g = b.smart_goals[0];
      const c = b.courses[1];
      return raw(
        datasetText({
          courses: [
            { ...c, id: 1, code: 2147483648, deactivated: 'no' },
            { ...c, id: 2, code: '@@e@@', deactivated: null },
          ],
          smart_goals: [
            { ...g, id: 1, input_tokens: -1 },
            { ...g, id: 2, output_tokens: '7' },
            { ...g, id: 3, input_tokens: true },
          ],
        }),
        { e: '1e3' },
      );
    },
    problems: [
      'courses id 1 code: must be an integer from -2147483648 to 2147483647, got 2147483648',
      'courses id 1 deactivated: must be true or false, got "no"',
      'courses id 2 code: must be an integer from -2147483648 to 2147483647, got 1e3',
      'courses id 2 deactivated: must be true or false, got null',
      'smart_goals id 1 input_tokens: must be an integer from 0 to 2147483647, got -1',
      'smart_goals id 2 output_tokens: must be an integer from 0 to 2147483647, got "7"',
      'smart_goals id 3 input_tokens: must be an integer from 0 to 2147483647, got true',
    ],
  },
  {
    name: 'strings too long, with NUL, with a lone surrogate, or not strings',
    file: (b) =>
      raw(
        datasetText({
          users: [
            { id: 1, username: 'x'.repeat(151) },
            { id: 2, username: '😀'.repeat(150) }, // 150 characters (300 UTF-16 units): fine
            { id: 3, username: 'a\u0000b' },
            { id: 4, username: '@@s@@' },
            { id: 5, username: 5 },
            { id: 6, username: null },
          ],
          courses: [{ ...b.courses[1], id: 1, recording_w1: 5, title: ['x'] }],
          smart_goals: [{ ...b.smart_goals[0], output: { text: 'x' } }],
        }),
        { s: '"\\ud800x"' },
      ),
    problems: [
      'users id 1 username: must be at most 150 characters, got 151',
      'users id 3 username: must not contain NUL characters (\\u0000)',
      'users id 4 username: must not contain an unpaired surrogate (\\ud800-\\udfff escape)',
      'users id 5 username: must be a string, got 5',
      'users id 6 username: must be a string, got null',
      'courses id 1 title: must be a string, got an array',
      'courses id 1 recording_w1: must be a string or null, got 5',
      'smart_goals id 1 output: must be a string, got an object',
    ],
  },
  {
    name: 'recording links the API would refuse (the URLField rule of the serializer, one definition)',
    file: (b) =>
      datasetText({
        courses: [
          { ...b.courses[1], id: 1, recording_w1: 'javascript:alert(1)', recording_w2: 'drive.google.com/abc', recording_w3: '' },
          {
            ...b.courses[1],
            id: 2,
            recording_w1: 'ftp://example.org/r',
            recording_w2: 'https://example.org/ok',
            recording_w3: 'http://[::1',
          },
        ],
      }),
    problems: [
      `courses id 1 recording_w1: must be an http or https link the API accepts (Django's URLValidator), got "javascript:alert(1)"`,
      `courses id 1 recording_w2: must be an http or https link the API accepts (Django's URLValidator), got "drive.google.com/abc"`,
      `courses id 2 recording_w1: must be an http or https link the API accepts (Django's URLValidator), got "ftp://example.org/r"`,
      `courses id 2 recording_w3: must be an http or https link the API accepts (Django's URLValidator), got "http://[::1"`,
    ],
  },
  {
    name: 'values outside their enumerations',
    file: (b) =>
      datasetText({
        managers: b.managers,
        mentors: b.mentors,
        mentees: b.mentees,
        mentoring_relations: [{ ...b.mentoring_relations[0], status: 'active' }],
        feedback_rounds: [...b.feedback_rounds, { id: 4, title: 'chemistry', order: 4, days_after_start: -1 }],
        feedback_submissions: [{ ...b.feedback_submissions[0], role: 'Mentor' }],
        pre_lead_statuses: [
          ...b.pre_lead_statuses,
          { id: 10, name: 'x', value: 'x', order: 10, background: '#12345G', disabled: false },
          { id: 11, name: 'y', value: 'y', order: 11, background: '123456', disabled: false },
          { id: 12, name: 'z', value: 'z', order: 12, background: '#1234567', disabled: false },
        ],
      }),
    problems: [
      'mentoring_relations id 1 status: must be one of "pending", "matched", "paused", "finished", "cancelled", got "active"',
      'feedback_rounds id 4 title: must be one of "Chemistry", "Mid Program", "Final", got "chemistry"',
      'feedback_rounds id 4 days_after_start: must be an integer from 0 to 2147483647, got -1',
      'feedback_submissions id 1 role: must be one of "mentor", "mentee", got "Mentor"',
      'pre_lead_statuses id 10 background: must be a colour #RRGGBB, got "#12345G"',
      'pre_lead_statuses id 11 background: must be a colour #RRGGBB, got "123456"',
      'pre_lead_statuses id 12 background: must be at most 7 characters, got 8',
    ],
  },
  {
    name: 'date-times without an offset or not on the calendar, and dates that do not exist',
    file: (b) => {
      const s = b.feedback_submissions[0];
      const r = b.mentoring_relations[0];
      return datasetText({
        managers: b.managers,
        mentors: b.mentors,
        mentees: b.mentees,
        mentoring_relations: [
          { ...r, id: 1, start_date: '2025-02-29' },
          { ...r, id: 2, start_date: '2026-1-5' },
          { ...r, id: 3, start_date: '2026-01-05T00:00:00Z' },
        ],
        feedback_submissions: [
          { ...s, id: 1, relation_id: 1, submitted_at: '2026-01-20T09:00:00' },
          { ...s, id: 2, relation_id: 1, role: 'mentor', submitted_at: '2026-01-20 09:00:00+01:00' },
          { ...s, id: 3, relation_id: 2, submitted_at: '2026-01-20T09:00:00.1234567+01:00' },
          { ...s, id: 4, relation_id: 2, role: 'mentor', submitted_at: '2026-04-31T09:00:00Z' },
          { ...s, id: 5, relation_id: 3, submitted_at: '2026-01-20T24:00:00Z' },
          { ...s, id: 6, relation_id: 3, role: 'mentor', submitted_at: null },
        ],
        courses: [{ ...b.courses[1], id: 1, date_w2: '2026-03-30' }],
      });
    },
    problems: [
      'mentoring_relations id 1 start_date: is not a calendar date, got "2025-02-29"',
      'mentoring_relations id 2 start_date: must be a date YYYY-MM-DD, got "2026-1-5"',
      'mentoring_relations id 3 start_date: must be a date YYYY-MM-DD, got "2026-01-05T00:00:00Z"',
      `feedback_submissions id 1 submitted_at: ${DATETIME}, got "2026-01-20T09:00:00"`,
      `feedback_submissions id 2 submitted_at: ${DATETIME}, got "2026-01-20 09:00:00+01:00"`,
      `feedback_submissions id 3 submitted_at: ${DATETIME}, got "2026-01-20T09:00:00.1234567+01:00"`,
      'feedback_submissions id 4 submitted_at: is not a calendar date, got "2026-04-31T09:00:00Z"',
      'feedback_submissions id 5 submitted_at: is not a time of day, got "2026-01-20T24:00:00Z"',
      `feedback_submissions id 6 submitted_at: must be a date-time YYYY-MM-DDTHH:MM:SS.ffffff±HH:MM, got null`,
      `courses id 1 date_w2: ${DATETIME}, got "2026-03-30"`,
    ],
  },
  {
    name: 'references to rows neither in the file nor in the database',
    file: (b) =>
      datasetText({
        users: b.users,
        mentors: b.mentors,
        mentees: b.mentees,
        mentoring_relations: [{ ...b.mentoring_relations[0], mentor_id: 9, mentee_id: 3, manager_id: 4 }],
        feedback_submissions: [{ ...b.feedback_submissions[0], relation_id: 5, round_id: 4 }],
        courses: [{ ...b.courses[0], created_by_id: 2 }],
      }),
    problems: [
      'mentoring_relations id 1 mentor_id: refers to mentors id 9, which is not in the file',
      'mentoring_relations id 1 manager_id: refers to managers id 4, which is not in the database',
      'feedback_submissions id 1 relation_id: refers to mentoring_relations id 5, which is not in the file',
      'feedback_submissions id 1 round_id: refers to feedback_rounds id 4, which is neither in the file nor in the database',
      'courses id 1 created_by_id: refers to users id 2, which is not in the file',
    ],
  },
  {
    name: 'repeated unique values',
    file: (b) =>
      datasetText({
        users: [
          { id: 1, username: 'ada' },
          { id: 2, username: 'bob' },
          { id: 3, username: 'ada' },
          { id: 4, username: 'ada' },
        ],
        managers: b.managers,
        mentors: b.mentors,
        mentees: b.mentees,
        mentoring_relations: b.mentoring_relations,
        feedback_rounds: [...b.feedback_rounds, { id: 4, title: 'Final', order: 4, days_after_start: 365 }],
        feedback_submissions: [
          { ...b.feedback_submissions[0], id: 1 },
          { ...b.feedback_submissions[0], id: 2 },
        ],
        pre_lead_statuses: [
          ...b.pre_lead_statuses,
          { id: 10, name: 'Done', value: 'call_done', order: 10, background: '#FFFFFF', disabled: false },
          { id: 11, name: 'New', value: 'new', order: 11, background: '#FFFFFF', disabled: false },
          { id: 12, name: 'New', value: 'new', order: 12, background: '#FFFFFF', disabled: false },
        ],
      }),
    problems: [
      'users id 3 username: "ada" is already used by users id 1',
      'users id 4 username: "ada" is already used by users id 1',
      'feedback_rounds id 4 title: "Final" is already used by feedback_rounds id 3',
      'feedback_submissions id 2 (relation_id, round_id, role): relation_id 1, round_id 1, role "mentee" is already used by feedback_submissions id 1',
      'pre_lead_statuses id 10 value: "call_done" is already used by pre_lead_statuses id 2',
      'pre_lead_statuses id 12 value: "new" is already used by pre_lead_statuses id 11',
    ],
  },
  {
    name: 'unique values that rows of the database already hold',
    file: () =>
      datasetText({
        feedback_rounds: [{ id: 4, title: 'Final', order: 4, days_after_start: 365 }],
        pre_lead_statuses: [{ id: 10, name: 'Done', value: 'call_done', order: 10, background: '#FFFFFF', disabled: false }],
      }),
    problems: [
      'feedback_rounds id 4 title: "Final" is already used by feedback_rounds id 3 in the database',
      'pre_lead_statuses id 10 value: "call_done" is already used by pre_lead_statuses id 2 in the database',
    ],
  },
  {
    name: 'statuses and rounds that differ from the database without --replace',
    file: (b) =>
      datasetText({
        feedback_rounds: b.feedback_rounds.map((r) => (r.id === 2 ? { ...r, days_after_start: 91 } : r)),
        pre_lead_statuses: b.pre_lead_statuses.map((s) => (s.id === 3 ? { ...s, name: 'No show', background: '#000000' } : s)),
      }),
    problems: [
      'feedback_rounds id 2: differs from the database in days_after_start (use --replace to overwrite rows with the same id)',
      'pre_lead_statuses id 3: differs from the database in name, background (use --replace to overwrite rows with the same id)',
    ],
  },
  {
    name: 'tables that already have rows, without --replace',
    seeded: true,
    file: (b) => datasetText(b),
    problems: [
      'users: the table already has 2 rows (use --replace to replace the tables in the file)',
      'managers: the table already has 1 row (use --replace to replace the tables in the file)',
      'mentors: the table already has 2 rows (use --replace to replace the tables in the file)',
      'mentees: the table already has 2 rows (use --replace to replace the tables in the file)',
      'mentoring_relations: the table already has 2 rows (use --replace to replace the tables in the file)',
      'feedback_submissions: the table already has 2 rows (use --replace to replace the tables in the file)',
      'courses: the table already has 2 rows (use --replace to replace the tables in the file)',
      'smart_goals: the table already has 3 rows (use --replace to replace the tables in the file)',
    ],
  },
  {
    name: 'a table already with rows even when the file has none for it',
    seeded: true,
    file: () => datasetText({ smart_goals: [] }),
    problems: ['smart_goals: the table already has 3 rows (use --replace to replace the tables in the file)'],
  },
  {
    name: '--replace removing rows that a table not in the file refers to',
    seeded: true,
    replace: true,
    file: (b) => datasetText({ users: [b.users[1]], mentors: [b.mentors[0]] }),
    problems: [
      'mentoring_relations id 2 mentor_id: refers to mentors id 2, which is not in the file (mentors is replaced; mentoring_relations is not in the file and keeps its rows)',
      'courses id 1 created_by_id: refers to users id 1, which is not in the file (users is replaced; courses is not in the file and keeps its rows)',
    ],
  },
  {
    name: '--replace moving a round title to another round',
    seeded: true,
    replace: true,
    file: (b) =>
      datasetText({
        feedback_rounds: b.feedback_rounds.map((r) =>
          r.id === 1 ? { ...r, title: 'Final' } : r.id === 3 ? { ...r, title: 'Chemistry' } : r,
        ),
      }),
    problems: [
      'feedback_rounds id 1 title: "Final" belongs to feedback_rounds id 3 in the database; an import cannot move a title from one round to another',
      'feedback_rounds id 3 title: "Chemistry" belongs to feedback_rounds id 1 in the database; an import cannot move a title from one round to another',
    ],
  },
  {
    name: 'a problem after a million-row table has started to be written in place',
    file: (b) =>
      datasetText({
        smart_goals: Array.from({ length: 2500 }, (_, i) => ({ ...b.smart_goals[0], id: i + 1 })),
        users: [{ id: 1, username: 7 }],
      }),
    problems: ['users id 1 username: must be a string, got 7'],
  },
];

describe.each(databaseKinds())('dataset import on %s', (kind) => {
  let t: TestDatabase;
  let ref: Reference;
  let base: Tables;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    ref = await readReference(t.db);
    base = baseTables(ref);
  });
  afterAll(async () => {
    await t?.close();
  });
  // Every test starts from the migrated database. A refused import changes nothing (most of
  // the tests here): the reset runs again only when the database's fingerprint (every table's
  // rows, every sequence: stateOf in test/support/fuzz.ts) is no longer the one the last reset left.
  let clean: string | undefined;
  beforeEach(async () => {
    if (clean !== undefined && (await stateOf(t.db)) === clean) return;
    await resetDatabase(t.db, ref);
    clean = await stateOf(t.db);
  });

  const seed = async () => {
    const r = await importText(t.db, datasetText(base));
    expect(r).toMatchObject({ ok: true });
  };

  it('writes a valid file whole: ids kept, sequences moved past them, exported back byte for byte', async () => {
    const text = datasetText(version2(base, ref), HEADER_2);
    const result = await importText(t.db, text);
    expect(result).toEqual({
      ok: true,
      tables: [
        { table: 'users', rows: 2 },
        { table: 'managers', rows: 1 },
        { table: 'mentors', rows: 2 },
        { table: 'mentees', rows: 2 },
        { table: 'mentoring_relations', rows: 2 },
        { table: 'feedback_rounds', rows: 3 },
        { table: 'feedback_questions', rows: 8 },
        { table: 'feedback_submissions', rows: 2 },
        { table: 'courses', rows: 2 },
        { table: 'pre_lead_statuses', rows: 9 },
        { table: 'smart_goals', rows: 3 },
        { table: 'mail_suppressions', rows: 1 },
      ],
    });
    expect(await rowsOf(t.db, 'users')).toEqual(base.users);
    expect((await rowsOf(t.db, 'mentoring_relations')).map((r) => r.start_date)).toEqual(['2026-01-05', '2024-02-29']);
    expect(await exportText(t.db)).toBe(text);
    // New rows continue after the largest imported id.
    const [next] = await t.db.rows<{ u: number; g: number; s: number; r: number }>(sql`SELECT
      (SELECT nextval(pg_get_serial_sequence('users', 'id')))::int AS u,
      (SELECT nextval(pg_get_serial_sequence('smart_goals', 'id')))::int AS g,
      (SELECT nextval(pg_get_serial_sequence('pre_lead_statuses', 'id')))::int AS s,
      (SELECT nextval(pg_get_serial_sequence('feedback_rounds', 'id')))::int AS r`);
    expect(next).toEqual({ u: 6, g: 1001, s: 10, r: 4 });
  });

  it('reads the same whatever the chunk boundaries of the input', async () => {
    const text = datasetText(version2(base, ref), HEADER_2);
    expect(await importText(t.db, text, {}, 1)).toMatchObject({ ok: true });
    expect(await exportText(t.db)).toBe(text);
  });

  it('keeps microseconds and writes date-times back in TIME_ZONE with six digits', async () => {
    const goal = base.smart_goals[0];
    const rows = [
      { ...goal, id: 1, created_at: '2026-11-22T04:10:29.5Z' },
      { ...goal, id: 2, created_at: '2026-07-01T00:00:00.000001-03:30' },
      { ...goal, id: 3, created_at: '2026-03-29T00:59:59.999999Z' },
      { ...goal, id: 4, created_at: '2026-03-29T01:00:00Z' },
    ];
    expect(await importText(t.db, datasetText({ smart_goals: rows }, { ...HEADER, time_zone: 'UTC' }))).toMatchObject({ ok: true });
    const [r] = await t.db.rows<{ a: string }>(sql`SELECT string_agg(created_at::text, ' ' ORDER BY id) AS a FROM smart_goals`);
    expect(r.a).toBe('2026-11-22 04:10:29.5+00 2026-07-01 03:30:00.000001+00 2026-03-29 00:59:59.999999+00 2026-03-29 01:00:00+00');
    const out = await exportText(t.db);
    expect(out.match(/"created_at":"[^"]+"/g)).toEqual([
      '"created_at":"2026-11-22T05:10:29.500000+01:00"',
      '"created_at":"2026-07-01T05:30:00.000001+02:00"',
      '"created_at":"2026-03-29T01:59:59.999999+01:00"',
      '"created_at":"2026-03-29T03:00:00.000000+02:00"',
    ]);
    expect(out.startsWith('{"format":"mentoring-dataset","version":2,"time_zone":"Europe/Prague","tables":{\n')).toBe(true);
  });

  it.each(CASES)('refuses $name, listing every problem, and changes nothing', async (c) => {
    if (c.seeded) await seed();
    const before = await checksum(t.db);
    const result = await importText(t.db, c.file(base), { replace: c.replace });
    expect(result).toEqual({ ok: false, problems: c.problems, total: c.problems.length });
    expect(await checksum(t.db)).toEqual(before);
  });

  it('lists the first problems and counts the rest', async () => {
    const users = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, username: i }));
    const before = await checksum(t.db);
    const result = await importText(t.db, datasetText({ users, smart_goals: [{ id: 1 }] }), { maxProblems: 50 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(50);
    expect(result.problems[49]).toBe('users id 50 username: must be a string, got 49');
    expect(result.total).toBe(60 + 5);
    expect(await checksum(t.db)).toEqual(before);
  });

  it('always lists the syntax error that stopped the reading, even past the limit', async () => {
    const users = Array.from({ length: 60 }, (_, i) => `{"id":${i + 1},"username":${i}}`).join(',\n');
    const result = await importText(t.db, `{"tables":{"users":[\n${users},\n{"id":61 "username":"x"}]}}`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(51);
    expect(result.problems.at(-1)).toBe("line 62, column 10: invalid JSON: expected ',' or '}' in an object");
    expect(result.total).toBe(61);
  });

  it('checks references against rows already in the database for tables not in the file', async () => {
    await importText(t.db, datasetText({ managers: base.managers, mentors: base.mentors, mentees: base.mentees }));
    const more = datasetText({ mentoring_relations: base.mentoring_relations, feedback_submissions: base.feedback_submissions });
    expect(await importText(t.db, more)).toMatchObject({ ok: true });
    expect(await rowsOf(t.db, 'feedback_submissions')).toHaveLength(2);
  });

  it('adds new statuses and rounds by id and accepts the identical ones without --replace', async () => {
    const extra = { id: 10, name: 'Waiting', value: 'waiting', order: 10, background: '#abcdef', disabled: true };
    const r = await importText(
      t.db,
      datasetText({ pre_lead_statuses: [...base.pre_lead_statuses, extra], feedback_rounds: base.feedback_rounds }),
    );
    expect(r).toMatchObject({ ok: true });
    expect(await rowsOf(t.db, 'pre_lead_statuses')).toEqual([...ref.statuses, extra]);
    // A file naming only some of them leaves the others.
    expect(await importText(t.db, datasetText({ pre_lead_statuses: [extra] }))).toMatchObject({ ok: true });
    expect(await rowsOf(t.db, 'pre_lead_statuses')).toHaveLength(10);
  });

  it('--replace replaces the tables in the file and leaves the others untouched', async () => {
    await seed();
    const before = await checksum(t.db);
    const users = [
      { id: 1, username: 'žofie.nováková' },
      { id: 9, username: 'admin' },
    ]; // usernames move between ids
    const courses = [{ ...base.courses[0], id: 2, created_by_id: 9 }];
    const result = await importText(t.db, datasetText({ users, courses }), { replace: true });
    expect(result).toEqual({
      ok: true,
      tables: [
        { table: 'users', rows: 2 },
        { table: 'courses', rows: 1 },
      ],
    });
    expect(await rowsOf(t.db, 'users')).toEqual(users);
    expect(await rowsOf(t.db, 'courses')).toEqual([{ ...courses[0], date_w1: expect.any(String), date_w2: expect.any(String) }]);
    const after = await checksum(t.db);
    for (const table of [
      'managers',
      'mentors',
      'mentees',
      'mentoring_relations',
      'feedback_submissions',
      'smart_goals',
      'pre_lead_statuses',
      'feedback_rounds',
    ]) {
      expect(after[table], table).toBe(before[table]);
    }
  });

  it('--replace keeps the rows of tables not in the file that refer to replaced ones', async () => {
    await seed();
    const before = await checksum(t.db);
    const mentors = [{ id: 1, first_name: 'Petra', last_name: 'Dvořáková', email: 'petra@example.net' }, { ...base.mentors[1] }];
    const users = [base.users[0]]; // user 5 goes; no course refers to it
    expect(await importText(t.db, datasetText({ users, mentors }), { replace: true })).toMatchObject({ ok: true });
    expect(await rowsOf(t.db, 'mentors')).toEqual(mentors);
    expect(await rowsOf(t.db, 'users')).toEqual(users);
    const after = await checksum(t.db);
    for (const table of [
      'mentoring_relations',
      'feedback_submissions',
      'courses',
      'sequence mentoring_relations_id_seq',
      'sequence courses_id_seq',
    ]) {
      expect(after[table], table).toBe(before[table]);
    }
  });

  it('--replace overwrites statuses and rounds by id, swapping unique values, and never deletes them', async () => {
    await seed();
    const swapped = base.pre_lead_statuses
      .filter((s) => s.id === 1 || s.id === 2)
      .map((s) => ({ ...s, value: s.id === 1 ? 'call_done' : 'call_scheduled' }));
    const rounds = [{ ...base.feedback_rounds[1], days_after_start: 91 }];
    const r = await importText(t.db, datasetText({ feedback_rounds: rounds, pre_lead_statuses: swapped }), { replace: true });
    expect(r).toMatchObject({ ok: true });
    const statuses = await rowsOf(t.db, 'pre_lead_statuses');
    expect(statuses.map((s) => s.value).slice(0, 3)).toEqual(['call_done', 'call_scheduled', 'no_show_on_call']);
    expect(statuses).toHaveLength(9);
    expect((await rowsOf(t.db, 'feedback_rounds')).map((x) => x.days_after_start)).toEqual([14, 91, 180]);
  });

  it('--replace with an empty table empties it; sequences never move back', async () => {
    await seed();
    expect(await importText(t.db, datasetText({ smart_goals: [] }), { replace: true })).toMatchObject({ ok: true });
    expect(await rowsOf(t.db, 'smart_goals')).toEqual([]);
    expect(await importText(t.db, datasetText({ smart_goals: [base.smart_goals[0]] }), { replace: true })).toMatchObject({ ok: true });
    const [n] = await t.db.rows<{ id: number }>(sql`SELECT nextval(pg_get_serial_sequence('smart_goals', 'id'))::int AS id`);
    expect(n.id).toBe(1001);
  });

  it('accepts a file with no tables and changes nothing', async () => {
    await seed();
    const before = await checksum(t.db);
    expect(await importText(t.db, datasetText({}))).toEqual({ ok: true, tables: [] });
    expect(await checksum(t.db)).toEqual(before);
  });
});
