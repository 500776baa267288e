// Version 2 of the dataset file (design §8, §11) on every engine: the questions, the
// suppressions and a submission's source, recorder and answers go out and come back byte for
// byte; a version 1 file still imports (its submissions as imported, without answers); bad
// answers and unknown recorders are reported by table, id and field, with nothing stored.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';
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
  version2,
  type Reference,
  type Tables,
} from './support.js';

describe.each(databaseKinds())('dataset version 2 on %s', (kind) => {
  let t: TestDatabase;
  let ref: Reference;
  let v2: Tables;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    ref = await readReference(t.db);
    v2 = version2(baseTables(ref), ref);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.db, ref);
  });

  it('exports version 2 and imports it back byte for byte: questions, suppressions, answers, source and recorder', async () => {
    const text = datasetText(v2, HEADER_2);
    expect(await importText(t.db, text, {}, 97)).toMatchObject({ ok: true });
    const first = await exportText(t.db);
    expect(first).toBe(text);
    expect(first).toContain(
      '"source":"form","submitted_by_id":null,"answers":[{"question_id":2,"value":"4"},{"question_id":1,"value":"Víc schůzek, \\"prosím\\"\\nDík"}]',
    );
    expect(first).toContain('"mail_suppressions":[\n{"id":1,"email":"gone@example.org","reason":"unsubscribed"');
    await resetDatabase(t.db, ref);
    expect(await importText(t.db, first)).toMatchObject({ ok: true });
    expect(await exportText(t.db)).toBe(first);
  });

  it('imports a version 1 file: its submissions as imported, with no answers and no recorder', async () => {
    expect(await importText(t.db, datasetText(baseTables(ref), HEADER))).toMatchObject({ ok: true });
    const submissions = await rowsOf(t.db, 'feedback_submissions');
    expect(submissions.map((s) => [s.id, s.source, s.submitted_by_id, s.answers])).toEqual([
      [1, 'import', null, []],
      [2, 'import', null, []],
    ]);
    // The migration's questions are left as they are; the export is version 2.
    expect(await rowsOf(t.db, 'feedback_questions')).toEqual(ref.questions);
    expect((await exportText(t.db)).startsWith('{"format":"mentoring-dataset","version":2,')).toBe(true);
  });

  it('refuses version 2 tables and columns in a version 1 file', async () => {
    const b = baseTables(ref);
    const file = datasetText({ ...b, feedback_submissions: v2.feedback_submissions, mail_suppressions: v2.mail_suppressions }, HEADER);
    const before = await checksum(t.db);
    expect(await importText(t.db, file)).toEqual({
      ok: false,
      problems: [
        'feedback_submissions id 1 source: unknown field',
        'feedback_submissions id 1 submitted_by_id: unknown field',
        'feedback_submissions id 1 answers: unknown field',
        'feedback_submissions id 2 source: unknown field',
        'feedback_submissions id 2 submitted_by_id: unknown field',
        'feedback_submissions id 2 answers: unknown field',
        'mail_suppressions: not in a version 1 file (version 2 added it)',
      ],
      total: 7,
    });
    expect(await checksum(t.db)).toEqual(before);
  });

  it('reports every bad answer and unknown recorder by table, id and field, and stores nothing', async () => {
    const [s1, s2] = v2.feedback_submissions;
    const bad: Tables = {
      ...v2,
      feedback_submissions: [
        { ...s1, id: 1, answers: 'four' },
        { ...s2, id: 2, answers: [{ question_id: 2, value: 4 }, 'x', { question_id: 0, value: '' }] },
        { ...s2, id: 3, round_id: 2, answers: [{ question_id: 5, value: '1' }, { question_id: 5, value: '2' }, { question: 4 }] },
        {
          ...s2,
          id: 4,
          role: 'mentee',
          round_id: 3,
          answers: [
            { question_id: 99, value: 'x' },
            { question_id: 8, value: '5' },
          ],
        },
        { ...s2, id: 5, round_id: 3, submitted_by_id: 77, answers: {} },
      ],
      mail_suppressions: [{ ...v2.mail_suppressions[0], email: 'Gone@Example.org' }],
    };
    const before = await checksum(t.db);
    const result = await importText(t.db, datasetText(bad, HEADER_2));
    expect(result).toEqual({
      ok: false,
      problems: [
        'feedback_submissions id 1 answers: must be an array of answers [{"question_id", "value"}], got "four"',
        'feedback_submissions id 2 answers: answer 1: value must be a string, got 4',
        'feedback_submissions id 2 answers: answer 2: must be an object {"question_id", "value"}',
        'feedback_submissions id 2 answers: answer 3: question_id must be a positive integer up to 2147483647, got 0',
        'feedback_submissions id 3 answers: answer 2: question_id 5 is answered twice',
        'feedback_submissions id 3 answers: answer 3: has an unknown key "question"',
        'feedback_submissions id 5 answers: must be an array of answers [{"question_id", "value"}], got an object',
        'mail_suppressions id 1 email: must be lower-case, got "Gone@Example.org"',
        'feedback_submissions id 5 submitted_by_id: refers to users id 77, which is neither in the file nor in the database',
        'feedback_submissions id 4 answers: question_id 99 is a question neither in the file nor in the database',
      ],
      total: 10,
    });
    expect(await checksum(t.db)).toEqual(before);
  });

  it('takes a recorder who is a user of the database, not of the file', async () => {
    await t.db.exec(`INSERT INTO users (id, username) VALUES (5, 'žofie.nováková')`);
    // Nothing else of the file names a user (the courses' author is left out too).
    const { users: _users, courses: _courses, ...rest } = v2;
    expect(await importText(t.db, datasetText(rest, HEADER_2))).toMatchObject({ ok: true });
    const [r] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feedback_submissions WHERE submitted_by_id = 5`);
    expect(r.n).toBe(1);
  });
});
