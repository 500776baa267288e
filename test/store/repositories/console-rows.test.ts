// The console's list statements on a table of many rows: the smart goals' list and search
// read their indexes (the primary key; the GIN index of the input's words, migration 0006),
// never the whole table; a count stops at COUNT_LIMIT; an unsearched count is the one
// table_versions keeps. People are searched through their trigram indexes and relations
// through their people's (0008), with plans made for the pattern searched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { databaseKinds } from '../../support/database.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { COUNT_LIMIT, ConsoleRowRepository, WALK_FROM, WORDS_LIMIT } from '../../../src/store/repositories/console-rows.js';
import { TABLE_BY_NAME } from '../../../src/console/tables/definitions.js';

const GOALS = 30_000;
const goals = TABLE_BY_NAME.get('smart_goals')!;
const mentees = TABLE_BY_NAME.get('mentees')!;
const relations = TABLE_BY_NAME.get('mentoring_relations')!;
const PEOPLE = 5_000;
const page = { sort: 'id', descending: false, offset: 0, limit: 100 };

describe.each(databaseKinds())('console list statements on %s', (kind) => {
  // One app for the file; the two goal tests share one seed of 30,000 goals (the seed and its
  // ANALYZE were a third of the file's time), the people's test starts on an emptied database.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  /** 30,000 goals, each input a few words, one in a thousand naming "saxophone". */
  const seed = async () => {
    await t.db.rows(sql`
      INSERT INTO smart_goals (created_at, input, output, input_tokens, output_tokens)
      SELECT timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute',
             CASE WHEN i % 1000 = 7 THEN 'Learn to play the saxophone, goal ' || i ELSE 'Find a better job, goal ' || i END,
             'I will do it.', 10, 5
        FROM generate_series(1, ${GOALS}) AS i`);
    await t.db.rows(sql`ANALYZE smart_goals`);
  };
  const plan = async (statement: SQL) => {
    const lines = await t.db.rows<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${statement}`);
    return lines.map((l) => l['QUERY PLAN']).join('\n');
  };

  describe('on 30,000 goals', () => {
    beforeAll(async () => {
      await t.reset();
      await seed();
    });

    it('reads the smart goals by their primary key and their words index, never by a sequential scan', async () => {
      const repo = new ConsoleRowRepository(t.db);
      for (const q of [
        { ...page, search: '' },
        { ...page, search: '', descending: true },
        { ...page, search: 'saxophone' },
        { ...page, search: 'job saxophone' },
      ]) {
        const { rows, count } = repo.listStatements(goals, q);
        for (const statement of [rows, count]) {
          const text = await plan(statement);
          expect(text, `${q.search || '(all)'}:\n${text}`).not.toMatch(/Seq Scan on smart_goals/);
        }
      }
      expect(await plan(repo.listStatements(goals, { ...page, search: 'saxophone' }).count)).toContain('smart_goals_input_words');
    });

    it('finds whole words, counts up to the limit, and takes the unsearched count from table_versions', async () => {
      const repo = new ConsoleRowRepository(t.db);
      const sax = await repo.list(goals, { ...page, search: 'Saxophone' });
      expect(sax.total).toBe(GOALS / 1000);
      expect(sax.more).toBe(false);
      expect(sax.rows.every((r) => String(r.input).includes('saxophone'))).toBe(true);
      expect((await repo.list(goals, { ...page, search: 'sax' })).total).toBe(0); // words, not substrings
      // A word most goals hold: at most WORDS_LIMIT matches are read, and the page says more.
      const all = await repo.list(goals, { ...page, search: 'goal' });
      expect(all).toMatchObject({ total: WORDS_LIMIT, more: true });
      expect(all.rows).toHaveLength(100);
      expect(await repo.list(goals, { ...page, search: '' })).toMatchObject({ total: COUNT_LIMIT, more: true });
      // The kept count: a table_versions row_count that says otherwise is what the list reports.
      await t.db.rows(sql`UPDATE table_versions SET row_count = 42 WHERE name = 'smart_goals'`);
      expect(await repo.list(goals, { ...page, search: '' })).toMatchObject({ total: 42, more: false });
      // Punctuation and operators are words to plainto_tsquery, never a syntax error.
      expect((await repo.list(goals, { ...page, search: "!(&|:*' <-> job" })).total).toBe(WORDS_LIMIT);
    });
  });

  /** 5,000 mentors and mentees, 8 managers, 10,000 relations (two per mentor). */
  const seedPeople = async () => {
    for (const [table, name] of [
      ['mentors', 'Mentor'],
      ['mentees', 'Mentee'],
    ]) {
      await t.db.rows(
        sql.raw(`INSERT INTO ${table} (first_name, last_name, email)
                 SELECT 'Name' || i, '${name}' || i, lower('${name}') || i || '@example.org' FROM generate_series(1, ${PEOPLE}) AS i`),
      );
    }
    await t.db.rows(sql`INSERT INTO managers (first_name, last_name) SELECT 'Manager', 'M' || i FROM generate_series(1, 8) AS i`);
    await t.db.rows(sql`
      INSERT INTO mentoring_relations (mentor_id, mentee_id, manager_id, status, start_date)
      SELECT (SELECT min(id) FROM mentors) + (i % ${PEOPLE}), (SELECT min(id) FROM mentees) + ((i * 7) % ${PEOPLE}),
             (SELECT min(id) FROM managers) + (i % 8), 'matched', date '2026-01-01'
        FROM generate_series(0, ${2 * PEOPLE - 1}) AS i`);
    await t.db.rows(sql`ANALYZE mentors, mentees, managers, mentoring_relations`);
  };

  describe('on 5,000 mentors and mentees', () => {
    beforeAll(async () => {
      await t.reset();
    });

    it('searches people by their trigram index and relations by their people’s, planned for the pattern (no sequential scan)', async () => {
      await seedPeople();
      const repo = new ConsoleRowRepository(t.db);
      for (const [table, search] of [
        [mentees, 'Mentee1234'],
        [mentees, 'mentee4321@example'],
        [relations, 'Mentor2345'],
        [relations, 'Mentee17'],
      ] as const) {
        for (const text of await repo.explain(table, { ...page, search })) {
          expect(text, `${table.name} ${search}:\n${text}`).not.toMatch(/Seq Scan on (mentees|mentors|mentoring_relations)/);
          expect(text).toMatch(table === mentees ? /mentees_search/ : /mentors_search[\s\S]*mentoring_relations_mentor_id/);
        }
      }
      // What the lists find: a substring of first name, last name and email together.
      expect((await repo.list(mentees, { ...page, search: 'Name12 Mentee12' })).total).toBe(1);
      expect((await repo.list(mentees, { ...page, search: 'MENTEE4321@' })).total).toBe(1);
      const found = await repo.list(relations, { ...page, search: 'Mentor2345' });
      expect(found.total).toBe(2);
      expect(found.rows.every((r) => String(r.__text).startsWith('Name2345 Mentor2345 → '))).toBe(true);
      // Every match counted; a page past the last match still says how many there are.
      const all = await repo.list(mentees, { ...page, search: 'mentee' });
      expect(all).toMatchObject({ total: PEOPLE, more: false });
      expect(all.rows).toHaveLength(100);
      expect(await repo.list(mentees, { ...page, search: 'mentee', offset: PEOPLE + 100 })).toEqual({
        rows: [],
        total: PEOPLE,
        more: false,
      });
      expect(await repo.list(mentees, { ...page, search: 'nobody of that name' })).toEqual({ rows: [], total: 0, more: false });
      // A word every mentee has lists its page by walking the Czech key's index (WALK_FROM),
      // in the same order as a word a few have, read through the trigram index and sorted.
      const byName = { ...page, sort: 'first_name', byText: true };
      const [walked] = await repo.explain(mentees, { ...byName, search: 'mentee' });
      expect(walked).toMatch(/Index Scan using mentees_first_name_czech/);
      expect(walked).not.toMatch(/Sort|Bitmap/);
      const [read] = await repo.explain(mentees, { ...byName, search: 'Mentee12' });
      expect(read).toMatch(/Bitmap Index Scan on mentees_search/);
      const common = await repo.rows(mentees, { ...byName, search: 'mentee', limit: 30 });
      const fewer = await repo.rows(mentees, { ...byName, search: 'Mentee12' });
      expect(fewer.length).toBeLessThan(WALK_FROM);
      // Digits and ASCII letters: Czech order is the code points' here.
      const names = Array.from({ length: PEOPLE }, (_, i) => `Name${i + 1}`).sort();
      expect(common.map((r) => r.first_name)).toEqual(names.slice(0, 30));
      expect(fewer.map((r) => r.first_name)).toEqual(names.filter((n) => n.startsWith('Name12')).slice(0, 100));
      expect((await repo.list(mentees, { ...byName, search: 'mentee', limit: 30 })).rows).toEqual(common);
      // A mentee's name finds the relations naming that mentee, not the mentor's.
      const byMentee = await repo.list(relations, { ...page, search: 'Mentee4999' });
      expect(byMentee.total).toBeGreaterThan(0);
      expect(byMentee.rows.every((r) => String(r.__text).endsWith('→ Name4999 Mentee4999'))).toBe(true);
    });
  });
});
