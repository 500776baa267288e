// Caches never serve stale data: a write through one instance (or straight into the
// database) is seen by the next read through another instance on the same database.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useSecondInstance, useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { insertSmartGoals } from '../support/fixtures.js';

const json = { 'content-type': 'application/json' };

describe.each(databaseKinds())('two instances on one %s database', (kind) => {
  const a = useTestApp(kind);
  const b = useSecondInstance(a);

  const page = async (app: FastifyInstance, url = '/smart-goals/') => JSON.parse((await app.inject({ method: 'GET', url })).body);

  it('shows a smart goal POSTed to one instance in the next GET from the other, every time', async () => {
    for (let i = 0; i < 20; i++) {
      const before = await page(a.app); // warms A's cache
      const created = JSON.parse(
        (
          await b.app.inject({
            method: 'POST',
            url: '/smart-goals/',
            headers: json,
            payload: JSON.stringify({ input: `Learn skill ${i}` }),
          })
        ).body,
      );
      const after = await page(a.app);
      expect(after.count).toBe(before.count + 1);
      expect(after.results[0]).toEqual(created);
    }
  });

  it('shows a smart goal POSTed to one instance in a page the other reads for the first time', async () => {
    // On a server a page nobody asked for lately is read with its version in one statement.
    for (let i = 0; i < 10; i++) {
      const before = await page(a.app, `/smart-goals/?limit=${i + 1}`);
      const created = JSON.parse(
        (
          await b.app.inject({
            method: 'POST',
            url: '/smart-goals/',
            headers: json,
            payload: JSON.stringify({ input: `Learn craft ${i}` }),
          })
        ).body,
      );
      const after = await page(a.app, `/smart-goals/?limit=${i + 1}&first=${i}`);
      expect(after.count).toBe(before.count + 1);
      expect(after.results[0]).toEqual(created);
    }
  });

  it('shows a course POSTed to one instance in the next GET from the other', async () => {
    expect(await page(a.app, '/courses/')).toEqual([]);
    const created = await b.app.inject({
      method: 'POST',
      url: '/courses/',
      headers: json,
      payload: JSON.stringify({ title: 'Storytelling', code: 2601, gsheet_name: 'Story' }),
    });
    expect(await page(a.app, '/courses/')).toEqual([JSON.parse(created.body)]);
  });

  it('sees writes made straight in the database (pre-lead statuses, feedback programme)', async () => {
    expect((await page(a.app, '/pre-lead-statuses/'))[0].name).toBe('Call scheduled');
    await b.db.rows(sql`UPDATE pre_lead_statuses SET name = 'Call booked' WHERE id = 1`);
    expect((await page(a.app, '/pre-lead-statuses/'))[0].name).toBe('Call booked');
    await b.db.rows(sql`UPDATE pre_lead_statuses SET name = 'Call scheduled' WHERE id = 1`);

    expect(await page(a.app, '/feedbacks_needed/')).toEqual([]);
    await b.db.rows(sql`INSERT INTO managers (id, first_name, last_name) VALUES (1, 'Martin', 'N')`);
    await b.db.rows(sql`INSERT INTO mentors (id, first_name, last_name) VALUES (1, 'Ada', 'L')`);
    await b.db.rows(sql`INSERT INTO mentees (id, first_name, last_name) VALUES (1, 'Bo', 'K')`);
    await b.db.rows(sql`INSERT INTO mentoring_relations (id, mentor_id, mentee_id, manager_id, status, start_date)
                       VALUES (1, 1, 1, 1, 'matched', DATE '2026-11-01')`);
    expect(await page(a.app, '/feedbacks_needed/')).toHaveLength(2);
    await b.db.rows(sql`INSERT INTO feedback_submissions (relation_id, round_id, role, submitted_at) VALUES (1, 1, 'mentee', now())`);
    expect(await page(a.app, '/feedbacks_needed/')).toHaveLength(1);
  });
});

describe.each(databaseKinds())('smart-goal pages and the kept count on %s', (kind) => {
  const t = useTestApp(kind);
  const ids = async (url: string) => JSON.parse((await t.app.inject({ method: 'GET', url })).body);

  it('keeps the count exact through inserts, deletes and truncation', async () => {
    await insertSmartGoals(t.db, 40);
    expect((await ids('/smart-goals/')).count).toBe(40);
    await t.db.rows(sql`DELETE FROM smart_goals WHERE id > 35`);
    expect((await ids('/smart-goals/')).count).toBe(35);
    await t.db.rows(sql`TRUNCATE smart_goals`);
    expect((await ids('/smart-goals/')).count).toBe(0);
  });

  it('answers the same pages with gaps in the ids as without (OFFSET instead of id arithmetic)', async () => {
    await insertSmartGoals(t.db, 100);
    const gapless = await ids('/smart-goals/?limit=7&offset=40');
    expect(gapless.results.map((r: { id: number }) => r.id)).toEqual([60, 59, 58, 57, 56, 55, 54]);
    await t.db.rows(sql`DELETE FROM smart_goals WHERE id IN (90, 57)`);
    const gappy = await ids('/smart-goals/?limit=7&offset=40');
    expect(gappy.count).toBe(98);
    const expected = await t.db.rows<{ id: number }>(sql`SELECT id FROM smart_goals ORDER BY id DESC LIMIT 7 OFFSET 40`);
    expect(gappy.results.map((r: { id: number }) => r.id)).toEqual(expected.map((r) => r.id));
    expect(gappy.results.map((r: { id: number }) => r.id)).toEqual([59, 58, 56, 55, 54, 53, 52]);
  });

  it('answers pages asked for the first time, with gaps in the ids, as OFFSET does', async () => {
    await insertSmartGoals(t.db, 100);
    await t.db.rows(sql`DELETE FROM smart_goals WHERE id IN (3, 50, 99)`);
    for (const [limit, offset] of [
      [30, 0],
      [7, 45],
      [30, 80],
      [5, 96],
      [5, 97],
      [30, 500],
    ]) {
      const got = await ids(`/smart-goals/?limit=${limit}&offset=${offset}`);
      const expected = await t.db.rows<{ id: number }>(sql`SELECT id FROM smart_goals ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`);
      expect(got.count).toBe(97);
      expect(
        got.results.map((r: { id: number }) => r.id),
        `limit ${limit} offset ${offset}`,
      ).toEqual(expected.map((r) => r.id));
    }
  });

  it('answers pages asked for the first time on an empty table and past the end', async () => {
    expect(await ids('/smart-goals/?offset=5')).toEqual({ count: 0, next: null, previous: null, results: [] });
    await insertSmartGoals(t.db, 10);
    const past = await ids('/smart-goals/?offset=40');
    expect([past.count, past.results]).toEqual([10, []]);
    const last = await ids('/smart-goals/?limit=3&offset=8');
    expect(last.results.map((r: { id: number }) => r.id)).toEqual([2, 1]);
  });
});
